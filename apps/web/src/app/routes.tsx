import { lazy } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import type { AuthLinkKind } from '@/features/auth/auth-links';
import { NotAvailablePage, type UpcomingFeature } from './NotAvailablePage';
import { NotFoundPage } from './NotFoundPage';
import { RootLayout } from './RootLayout';
import { RouteError } from './RouteError';
import { ShellLayout } from './ShellLayout';

// Every feature page is its own chunk: a phone opening /home downloads the shell and the home page only.
const HomePage = lazy(() => import('@/features/home/HomePage'));
const TermsPage = lazy(() => import('@/features/home/TermsPage'));
const AuthPage = lazy(() => import('@/features/auth/AuthPage'));
const ProfilePage = lazy(() => import('@/features/users/ProfilePage'));
const UpdateInfoPage = lazy(() => import('@/features/users/UpdateInfoPage'));
const UpdateRolesPage = lazy(() => import('@/features/users/UpdateRolesPage'));
const FeedbackPage = lazy(() => import('@/features/feedback/FeedbackPage'));
const OutboxPage = lazy(() => import('@/features/admin/OutboxPage'));
const AppSettingsPage = lazy(() => import('@/features/admin/AppSettingsPage'));
const ProgramReportsPage = lazy(() => import('@/features/admin/ProgramReportsPage'));
const WhatsAppPage = lazy(() => import('@/features/admin/WhatsAppPage'));
const MockJupasPage = lazy(() => import('@/features/teacher/MockJupasPage'));
const MockJupasDemoPage = lazy(() => import('@/features/teacher/MockJupasDemoPage'));
const SchoolTeachersPage = lazy(() => import('@/features/teacher/SchoolTeachersPage'));
const ChoicePlanningPage = lazy(() => import('@/features/admission/ChoicePlanningPage'));
const ParentViewPage = lazy(() => import('@/features/admission/ParentViewPage'));
const BookingPage = lazy(() => import('@/features/booking/BookingPage'));
const BookingCalendarPage = lazy(() => import('@/features/booking/BookingCalendarPage'));
const StaffBookingsPage = lazy(() => import('@/features/booking/StaffBookingsPage'));
const ConsentPage = lazy(() => import('@/features/consent/ConsentPage'));
const AiGuidePage = lazy(() => import('@/features/ai/AiGuidePage'));
const AiLogsPage = lazy(() => import('@/features/ai/AiLogsPage'));
const SlpPage = lazy(() => import('@/features/slp/SlpPage'));
const SlpPrintPage = lazy(() => import('@/features/slp/SlpPrintPage'));
const ConsentReceiptPage = lazy(() => import('@/features/consent/ConsentReceiptPage'));
const EventsPage = lazy(() => import('@/features/events/EventsPage'));
const EventDetailPage = lazy(() => import('@/features/events/EventDetailPage'));
const ServicesPage = lazy(() => import('@/features/events/ServicesPage'));
const ServiceDetailPage = lazy(() => import('@/features/events/ServiceDetailPage'));
const SessionsPage = lazy(() => import('@/features/events/sessions/SessionsPage'));
const ProfessionsPage = lazy(() => import('@/features/professions/ProfessionsPage'));
const SectorsPage = lazy(() => import('@/features/professions/SectorsPage'));
const SegmentsPage = lazy(() => import('@/features/professions/SegmentsPage'));
const ProgramsPage = lazy(() => import('@/features/professions/ProgramsPage'));
const MyListsPage = lazy(() => import('@/features/professions/MyListsPage'));
const JobexPage = lazy(() => import('@/features/jobex/JobexPage'));

/** The route pattern is the page key of the access records (use-page-access-record.ts). */
function page(path: string, element: React.ReactNode): RouteObject {
  return { path, element, handle: { pageKey: `/${path}` } };
}

function upcoming(path: string, feature: UpcomingFeature): RouteObject {
  return page(path, <NotAvailablePage feature={feature} />);
}

function auth(path: string, kind: AuthLinkKind): RouteObject {
  // The key makes /login → /register a new page rather than the same form with other props.
  return page(path, <AuthPage key={kind} kind={kind} />);
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
  page('ai-guide', <AiGuidePage />),
  page('slp/:targetUserId?', <SlpPage />),
  page('slp-print/:targetUserId?', <SlpPrintPage />),
  page('*', <NotFoundPage />),
];

export const router = createBrowserRouter([
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
]);
