/**
 * Settles once React has taken over the page the server drew, the page itself included (decision 030).
 * React takes the shell over first and the page's Suspense boundary after, in a pass of its own; a change
 * of language in between (the account's, a device's) would draw the rest of the page in the other
 * language than the HTML, a mismatch React recovers from only by drawing the whole page again.
 * A page the client draws itself has nothing to wait for: main.tsx settles it at once.
 */
let settle: () => void = () => {};
export const pageHydrated: Promise<void> = new Promise((resolve) => {
  settle = resolve;
});

export function markPageHydrated(): void {
  settle();
}
