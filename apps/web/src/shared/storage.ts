/** localStorage can throw (private browsing, storage full, disabled cookies): a preference is never worth a crash. */
export function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // The choice still applies for this visit.
  }
}

/** sessionStorage lives as long as the tab, across reloads: what "this visit" means for a choice. */
export function readVisit(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeVisit(key: string, value: string): void {
  try {
    window.sessionStorage.setItem(key, value);
  } catch {
    // The choice still applies until the page reloads.
  }
}

export const STORAGE_KEYS = {
  lang: 'waypoint.lang',
  colorScheme: 'waypoint.color-scheme',
  /** An admin's switched app role; only the admin's own device remembers it (spec 1 §4.5). */
  appRole: 'waypoint.app-role',
  /** Language and theme chosen during this visit (sessionStorage), see shared/preferences.ts. */
  visitChoices: 'waypoint.visit-choices',
} as const;
