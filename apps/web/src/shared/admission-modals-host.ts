// The admission modals' host (app/AdmissionModalsHost.tsx) is downloaded only when a page first opens one of
// them, so pages that never do (the home page) carry none of their code. This tiny store, free of any
// dependency, is what the always-loaded app shell watches to know when to load it.

let requested = false;
let mounted = false;
const listeners = new Set<() => void>();
let resolveMounted: () => void = () => {};
const mountedPromise = new Promise<void>((resolve) => {
  resolveMounted = resolve;
});

export function subscribeAdmissionModalsHost(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isAdmissionModalsHostRequested(): boolean {
  return requested;
}

/** Resolves once the host listens for modals, asking the shell to load it first if needed. */
export function admissionModalsHostReady(): Promise<void> {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  return mountedPromise;
}

export function isAdmissionModalsHostMounted(): boolean {
  return mounted;
}

/** Called by the host once its ModalsProvider listens. */
export function markAdmissionModalsHostMounted(): void {
  mounted = true;
  resolveMounted();
}
