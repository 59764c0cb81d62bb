import { lazy } from 'react';
import type { AuthIntent } from './auth-links';

// Sign-in is the screen most people open; registration alone brings the school picker and its selects
// (about twenty chunks), so /login does not wait for them and the other screens load their own panel.
const loaders = {
  register: () => import('./RegisterPanel').then((m) => ({ default: m.RegisterPanel })),
  'forgot-password': () => import('./ForgotPasswordPanel').then((m) => ({ default: m.ForgotPasswordPanel })),
  'reset-password': () => import('./ResetPasswordPanel').then((m) => ({ default: m.ResetPasswordPanel })),
};

export const RegisterPanel = lazy(loaders.register);
export const ForgotPasswordPanel = lazy(loaders['forgot-password']);
export const ResetPasswordPanel = lazy(loaders['reset-password']);
export const RosterInvitePanel = lazy(() =>
  import('./RosterInvitePanel').then((m) => ({ default: m.RosterInvitePanel })),
);

/** Starts downloading a screen's panel beside the page's own chunk (routes.tsx, when the page opens). */
export function preloadAuthPanel(screen: AuthIntent['screen']): Promise<unknown> {
  return screen === 'login' ? Promise.resolve() : loaders[screen]();
}
