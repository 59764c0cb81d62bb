import { createContext, useContext } from 'react';

/**
 * Lets any page ask for sign-in in place ("Login to apply") without importing the auth feature:
 * the app provides the modal, features only call openLogin().
 */
export const LoginModalContext = createContext<{ openLogin: () => void }>({ openLogin: () => {} });

export function useLoginModal(): { openLogin: () => void } {
  return useContext(LoginModalContext);
}
