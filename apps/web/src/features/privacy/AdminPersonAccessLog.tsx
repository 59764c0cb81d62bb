/** Filled by issue 23's next step; renders nothing until then. */
export function AdminPersonAccessLog(_props: { userId: string }) {
  return null;
}
