import { isHandledGlobally } from '@/shared/api';

type Listener = (error: unknown) => void;
const listeners = new Set<Listener>();

/**
 * The query client sees every failed call but lives outside React and the router; the handler that signs
 * out and navigates lives inside. This hands the errors across.
 */
export function reportApiError(error: unknown): void {
  if (!isHandledGlobally(error)) return;
  for (const listener of listeners) listener(error);
}

export function onGlobalApiError(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
