import { Modal } from '@mantine/core';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { User } from '@/shared/api';
import { useCompleteSignIn } from '@/shared/session';
import { LoginPanel } from './LoginPanel';
import { NS } from './locales';

/** Sign-in over the current page ("usable as a page or a modal", spec 1 §2.2); the person stays where they are. */
export default function LoginModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation(NS);
  const location = useLocation();
  const here = location.pathname + location.search;
  const completeSignIn = useCompleteSignIn();
  const onSignedIn = useCallback(
    (user: User) => {
      onClose();
      completeSignIn(user, here);
    },
    [completeSignIn, here, onClose],
  );
  return (
    <Modal opened={opened} onClose={onClose} title={t('login.title')} centered>
      <LoginPanel
        intent={{ redirectPath: here, role: null, userId: null, phone: null, token: null }}
        onSignedIn={onSignedIn}
        onLeave={onClose}
      />
    </Modal>
  );
}
