/** Filled by issue 23's next step; renders nothing until then. */
export function AdminPersonDeletion(_props: { userId: string }) {
  return null;
}

/** Filled by issue 23's next step: accounts waiting out their grace period. */
export function PendingDeletions() {
  return null;
}
