import { lazy, type ReactNode, Suspense, useMemo, useState } from 'react';
import { LoginModalContext } from '@/shared/login-modal';

const LoginModal = lazy(() => import('@/features/auth/LoginModal'));

/** Provides openLogin() to every page; the sign-in code loads only when someone asks for it. */
export function LoginModalHost({ children }: { children: ReactNode }) {
  const [opened, setOpened] = useState(false);
  const value = useMemo(() => ({ openLogin: () => setOpened(true) }), []);
  return (
    <LoginModalContext.Provider value={value}>
      {children}
      {opened && (
        <Suspense fallback={null}>
          <LoginModal opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </LoginModalContext.Provider>
  );
}
