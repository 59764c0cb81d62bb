/**
 * The moment /ab3 first draws the plan, and what it drew, measured inside the page (an init script, so it
 * runs before the app's own scripts).
 *
 * "First paint of the plan" is the first animation frame in which the choice list (`data-testid=choice-list`,
 * drawn together with the plan's other parts once the plan and the portal data have arrived) is in the
 * document: that frame's requestAnimationFrame callbacks run after every task before it and immediately
 * before the frame's style, layout and paint, and no task can change the document between the two, so the
 * document counted there is the one painted. Elements are `document.getElementsByTagName('*')`: every
 * element of the document, the head, the boot shell's and the app's, SVG's included.
 *
 * The result is left in `window.__ab3FirstPaint` as `{ elements, at, byTestId }`: `at` is milliseconds from
 * navigation start, `byTestId` the elements under each of a few named parts (to see what draws them).
 */
export const AB3_FIRST_PAINT_SCRIPT = `(() => {
  const parts = ['app-header', 'ab3-segments', 'own-prediction', 'school-prediction', 'choice-list', 'plan-accordions'];
  const frame = () => {
    if (!document.querySelector('[data-testid="choice-list"]')) return requestAnimationFrame(frame);
    const byTestId = {};
    for (const id of parts) {
      const el = document.querySelector('[data-testid="' + id + '"]');
      byTestId[id] = el ? el.getElementsByTagName('*').length + 1 : 0;
    }
    window.__ab3FirstPaint = { elements: document.getElementsByTagName('*').length, at: performance.now(), byTestId };
  };
  requestAnimationFrame(frame);
})();`;

export interface Ab3FirstPaint {
  elements: number;
  at: number;
  byTestId: Record<string, number>;
}
