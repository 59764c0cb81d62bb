import { lazy, Suspense, useSyncExternalStore } from 'react';
import { isAdmissionModalsHostRequested, subscribeAdmissionModalsHost } from '@/shared/admission-modals-host';

const AdmissionModalsHost = lazy(() => import('./AdmissionModalsHost'));

/** Where the programme deck and pickers live; their code loads when a page first opens one of them. */
export function AdmissionModalsSlot() {
  const requested = useSyncExternalStore(
    subscribeAdmissionModalsHost,
    isAdmissionModalsHostRequested,
    () => false,
  );
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <AdmissionModalsHost />
    </Suspense>
  );
}
