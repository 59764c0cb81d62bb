import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useContext } from 'react';
import {
  type AdmissionModalName,
  type AdmissionModalPropsByName,
  AdmissionModalRendererContext,
} from '@/shared/admission-modals';

interface NestedAdmissionModalProps<N extends AdmissionModalName> {
  name: N;
  /** Null: closed. */
  props: AdmissionModalPropsByName[N] | null;
  onClose: () => void;
  size?: string;
}

/**
 * One admission modal on top of another (the deck's Report Issue, a discipline card's programme list):
 * the modal underneath stays as it was, with its unsaved changes and its place in the list.
 */
export function NestedAdmissionModal<N extends AdmissionModalName>({
  name,
  props,
  onClose,
  size = 'lg',
}: NestedAdmissionModalProps<N>) {
  const render = useContext(AdmissionModalRendererContext);
  const phone = useMediaQuery('(max-width: 48em)');
  return (
    <Modal
      opened={props !== null}
      onClose={onClose}
      withCloseButton={false}
      fullScreen={Boolean(phone)}
      size={size}
      padding="md"
      zIndex={250}
    >
      {props !== null && render?.(name, props, onClose)}
    </Modal>
  );
}
