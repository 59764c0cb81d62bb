import { type ComponentType, isValidElement, lazy } from 'react';
import { createBrowserRouter, matchRoutes, Navigate, type RouteObject } from 'react-router';
import { type AuthLinkKind, authScreen } from '@/features/auth/auth-links';
import { preloadAuthPanel } from '@/features/auth/panels';
import { NotAvailablePage, type UpcomingFeature } from './NotAvailablePage';
import { NotFoundPage } from './NotFoundPage';
import { RootLayout } from './RootLayout';
import { RouteError } from './RouteError';
import { ShellLayout } from './ShellLayout';

/**
 * Settles React's own state of a lazy component, not only its chunk: a page the server drew (decision 030)
 * is then hydrated without suspending, for a suspended boundary that the first update reaches before its
 * code has come is thrown away and drawn again from its fallback. `_init(_payload)` is what React calls on
 * first render; it throws the pending promise until the module is there.
 */
function settleLazy(component: unknown): Promise<void> {
  const lazyComponent = component as { _init?: (payload: unknown) => unknown; _payload?: unknown };
  try {
    lazyComponent._init?.(lazyComponent._payload);
    return Promise.resolve();
  } catch (pending) {
    return Promise.resolve(pending).then(() => undefined);
  }
}

/** A page in its own chunk that can be asked for before React first renders it (preloadCurrentPage). */
function lazyPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  const page = lazy(load);
  return Object.assign(page, { preload: () => settleLazy(page) });
}

// Every feature page is its own chunk: a phone opening /home downloads the shell and the home page only.
const HomePage = lazyPage(() => import('@/features/home/HomePage'));
const TermsPage = lazyPage(() => import('@/features/home/terms/TermsPage'));
const PrivacyPage = lazyPage(() => import('@/features/privacy/PrivacyPage'));
const MyDataPage = lazyPage(() => import('@/features/privacy/MyDataPage'));
const AdminPrivacyPage = lazyPage(() => import('@/features/privacy/AdminPrivacyPage'));
const AuthPage = lazyPage(() => import('@/features/auth/AuthPage'));
const ProfilePage = lazyPage(() => import('@/features/users/ProfilePage'));
const UpdateInfoPage = lazyPage(() => import('@/features/users/UpdateInfoPage'));
const UpdateRolesPage = lazyPage(() => import('@/features/users/UpdateRolesPage'));
const FeedbackPage = lazyPage(() => import('@/features/feedback/FeedbackPage'));
const OutboxPage = lazyPage(() => import('@/features/admin/OutboxPage'));
const AppSettingsPage = lazyPage(() => import('@/features/admin/AppSettingsPage'));
const ProgramReportsPage = lazyPage(() => import('@/features/admin/ProgramReportsPage'));
const WhatsAppPage = lazyPage(() => import('@/features/admin/WhatsAppPage'));
const MockJupasPage = lazyPage(() => import('@/features/teacher/MockJupasPage'));
const MockJupasDemoPage = lazyPage(() => import('@/features/teacher/MockJupasDemoPage'));
const SchoolTeachersPage = lazyPage(() => import('@/features/teacher/SchoolTeachersPage'));
const RosterPage = lazyPage(() => import('@/features/roster/RosterPage'));
const ChoicePlanningPage = lazyPage(() => import('@/features/admission/ChoicePlanningPage'));
const ParentViewPage = lazyPage(() => import('@/features/admission/ParentViewPage'));
const BookingPage = lazyPage(() => import('@/features/booking/BookingPage'));
const BookingCalendarPage = lazyPage(() => import('@/features/booking/BookingCalendarPage'));
const StaffBookingsPage = lazyPage(() => import('@/features/booking/StaffBookingsPage'));
const ConsentPage = lazyPage(() => import('@/features/consent/ConsentPage'));
const AiGuidePage = lazyPage(() => import('@/features/ai/AiGuidePage'));
const AiLogsPage = lazyPage(() => import('@/features/ai/AiLogsPage'));
const SlpPage = lazyPage(() => import('@/features/slp/SlpPage'));
const SlpPrintPage = lazyPage(() => import('@/features/slp/SlpPrintPage'));
const ConsentReceiptPage = lazyPage(() => import('@/features/consent/ConsentReceiptPage'));
const EventsPage = lazyPage(() => import('@/features/events/EventsPage'));
const EventDetailPage = lazyPage(() => import('@/features/events/EventDetailPage'));
const ServicesPage = lazyPage(() => import('@/features/events/ServicesPage'));
const ServiceDetailPage = lazyPage(() => import('@/features/events/ServiceDetailPage'));
const SessionsPage = lazyPage(() => import('@/features/events/sessions/SessionsPage'));
const ProfessionsPage = lazyPage(() => import('@/features/professions/ProfessionsPage'));
const SectorsPage = lazyPage(() => import('@/features/professions/SectorsPage'));
const SegmentsPage = lazyPage(() => import('@/features/professions/SegmentsPage'));
const ProgramsPage = lazyPage(() => import('@/features/professions/ProgramsPage'));
const MyListsPage = lazyPage(() => import('@/features/professions/MyListsPage'));
const JobexPage = lazyPage(() => import('@/features/jobex/JobexPage'));

/** The route pattern is the page key of the access records (use-page-access-record.ts). */
function page(path: string, element: React.ReactNode): RouteObject {
  const type: unknown = isValidElement(element) ? element.type : undefined;
  const preload =
    typeof type === 'object' && type !== null && 'preload' in type
      ? (type.preload as () => Promise<unknown>)
      : undefined;
  return { path, element, handle: { pageKey: `/${path}`, preload } };
}

function upcoming(path: string, feature: UpcomingFeature): RouteObject {
  return page(path, <NotAvailablePage feature={feature} />);
}

function auth(path: string, kind: AuthLinkKind): RouteObject {
  // The key makes /login → /register a new page rather than the same form with other props.
  const route = page(path, <AuthPage key={kind} kind={kind} />);
  const screen = authScreen(kind);
  const preload = () => Promise.all([AuthPage.preload(), preloadAuthPanel(screen)]);
  return { ...route, handle: { ...route.handle, preload } };
}

/** Spec 1 §2.1 registration and landing pages (plus /reset-password, the e-mailed link). */
const authRoutes: RouteObject[] = [
  auth('login/:userId?', 'login'),
  auth('n/:userId?', 'n'),
  auth('register/:schoolId?/:eventId?', 'register'),
  auth('r/:schoolId?/:eventId?', 'r'),
  auth('regevent/:eventId?', 'regevent'),
  auth('regapply/:eventId?', 'regapply'),
  auth('s/:schoolId?/:eventId?', 's'),
  auth('t/:schoolId?/:eventId?', 't'),
  auth('sr/:group/:ucirclerPhone?', 'sr'),
  auth('u/:programId?', 'u'),
  auth('p/:serviceId?', 'p'),
  auth('c/:clientId?', 'c'),
  auth('forgot-password', 'forgot-password'),
  auth('reset-password', 'reset-password'),
];

/** The children of the tabbed shell (spec 1 §2.1), aliases beside their page. */
const tabbedRoutes: RouteObject[] = [
  page('home', <HomePage />),
  page('f5', <HomePage />),
  page('profile', <ProfilePage />),
  page('terms-and-conditions', <TermsPage />),
  page('privacy', <PrivacyPage />),
  page('my-data', <MyDataPage />),
  page('feedback', <FeedbackPage />),
  page('browsed', <MyListsPage key="browsed" variant="browsed" />),
  page('liked', <MyListsPage key="liked" variant="liked" />),
  page('professions/:name?', <ProfessionsPage />),
  page('sectors/:name?', <SectorsPage />),
  page('segments/:segmentName?', <SegmentsPage />),
  page('programs', <ProgramsPage />),
  page('jobex', <JobexPage />),
  page('events', <EventsPage />),
  page('events/:id/:userId?', <EventDetailPage />),
  ...(['apply', 'confirm', 'withdraw', 'unsubscribe'] as const).map((alias) =>
    page(`${alias}/:id?/:userId?`, <EventDetailPage key={alias} alias={alias} />),
  ),
  page('services', <ServicesPage />),
  page('services/:id/:userId?', <ServiceDetailPage />),
  page('survey', <ServicesPage />),
  page('survey/:id/:userId?', <ServiceDetailPage />),
  page('booking/calendar/:bookingId', <BookingCalendarPage />),
  page('booking/:itemId?/:staffName?', <BookingPage />),
  page('appointment/:staffName?', <BookingPage />),
];

/** Spec 1 §2.1 "Standalone pages", spec 2 routes and the admin pages (under the tabs as well). */
const standaloneRoutes: RouteObject[] = [
  page('sessions/:sessionId?', <SessionsPage />),
  upcoming('uni-profession-deck', 'uniProfessionDeck'),
  upcoming('ab4-customization', 'ab4Customization'),
  page('mock-jupas', <MockJupasPage />),
  page('achievejupas', <MockJupasPage />),
  page('achievejupas-student-demo', <MockJupasDemoPage variant="student" />),
  page('achievejupas-teacher-demo', <MockJupasDemoPage variant="teacher" />),
  page('achievejupas-demo', <MockJupasDemoPage variant="general" />),
  page('ab3/:targetUserId?', <ChoicePlanningPage />),
  page('ab3-pv/:userId', <ParentViewPage />),
  page('update-info/:targetUserId?', <UpdateInfoPage />),
  page('update-roles/:userId?', <UpdateRolesPage />),
  page('school-teachers', <SchoolTeachersPage />),
  page('school-roster', <RosterPage />),
  page('parent-consent/:target?/:videoId?', <ConsentPage />),
  page('consent/receipt/:id', <ConsentReceiptPage />),
  page('consent/:target?/:videoId?', <ConsentPage />),
  { path: 'admin', element: <Navigate to="/admin/outbox" replace /> },
  page('admin/outbox', <OutboxPage />),
  page('admin/settings', <AppSettingsPage />),
  page('admin/program-reports', <ProgramReportsPage />),
  page('admin/whatsapp', <WhatsAppPage />),
  page('admin/booking', <StaffBookingsPage />),
  page('admin/ai', <AiLogsPage />),
  page('admin/privacy', <AdminPrivacyPage />),
  page('ai-guide', <AiGuidePage />),
  page('slp/:targetUserId?', <SlpPage />),
  page('slp-print/:targetUserId?', <SlpPrintPage />),
  page('*', <NotFoundPage />),
];

export const routeTree: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <Navigate to="/home" replace /> },
      { element: <ShellLayout tabs={false} />, children: authRoutes },
      { element: <ShellLayout tabs />, children: tabbedRoutes },
      // The standalone pages keep the tabs too: on a phone they are the way out of /ab3 or /mock-jupas.
      { element: <ShellLayout tabs />, children: standaloneRoutes },
    ],
  },
];

let browserRouter: ReturnType<typeof createBrowserRouter> | undefined;

/** Made on first use: the server-rendering bundle imports this module where there is no window. */
export function getBrowserRouter(): ReturnType<typeof createBrowserRouter> {
  browserRouter ??= createBrowserRouter(routeTree);
  return browserRouter;
}

/**
 * Starts downloading the page chunk of the address being opened, beside the session request: on a page
 * behind the sign-in guard (/ab3, /profile…) the chunk was otherwise asked for only once the guard had the
 * session's answer, one more round trip before the first screen.
 */
export function preloadCurrentPage(location: { pathname: string } = window.location): Promise<void> {
  const loads = (matchRoutes(routeTree, location) ?? []).map((match) => {
    const handle = match.route.handle as { preload?: () => Promise<unknown> } | undefined;
    // A failed download shows at render time, through the route's error element.
    return handle?.preload?.().catch(() => {});
  });
  return Promise.all(loads).then(() => {});
}
