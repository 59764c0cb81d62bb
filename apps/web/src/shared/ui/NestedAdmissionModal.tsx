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
  /** Above the modal it opens from (Mantine's context modals sit at 200, this one's default at 250). */
  zIndex?: number;
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
  zIndex = 250,
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
      zIndex={zIndex}
    >
      {props !== null && render?.(name, props, onClose)}
    </Modal>
  );
}
