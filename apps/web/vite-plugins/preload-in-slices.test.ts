import { describe, expect, it } from 'vitest';
import { preloadInSlices, SLICED_APPEND } from './preload-in-slices';

type Transform = (code: string, id: string) => { code: string } | null;
const transform = preloadInSlices().transform as unknown as Transform;
const HELPER = '\0vite/preload-helper.js';

/**
 * The sliced appender on a fake page whose appendChild costs `costMs` of a fake clock; its next slices come
 * through timers, or in a hidden tab through a MessageChannel where there is one.
 */
function page(costMs: number, { channel = true, hidden = false } = {}) {
  let now = 0;
  const appended: string[] = [];
  const tasks: (() => void)[] = [];
  const tasksRun: number[] = [];
  const timers: number[] = [];
  class FakeChannel {
    port1: { onmessage: (() => void) | null } = { onmessage: null };
    port2 = { postMessage: () => tasks.push(() => this.port1.onmessage?.()) };
  }
  const append = new Function(
    'performance',
    'document',
    'setTimeout',
    'MessageChannel',
    `${SLICED_APPEND}; return waypointAppendLink;`,
  )(
    { now: () => now },
    {
      visibilityState: hidden ? 'hidden' : 'visible',
      head: {
        appendChild: (link: string) => {
          now += costMs;
          appended.push(link);
        },
      },
    },
    (fn: () => void) => {
      timers.push(1);
      tasks.push(fn);
    },
    channel ? FakeChannel : undefined,
  ) as (link: string) => void;
  const runTasks = () => {
    while (tasks.length > 0) {
      const before = appended.length;
      tasks.shift()?.();
      tasksRun.push(appended.length - before);
    }
  };
  return { append, appended, runTasks, tasksRun, timers };
}

describe('preloadInSlices', () => {
  it("edits Vite's helper to append through the slicer, and refuses a helper it does not know", () => {
    const helper = 'function preload() { const link = 1; document.head.appendChild(link); }';
    const out = transform(helper, HELPER);
    expect(out?.code).toContain('waypointAppendLink(link);');
    expect(out?.code).not.toContain('document.head.appendChild(link);');
    expect(transform(helper, '/src/main.tsx')).toBeNull();
    expect(() => transform('function preload() {}', HELPER)).toThrow(/not the helper/);
  });

  it('appends nothing in the calling task, then every link, in order, a few milliseconds per task', () => {
    const p = page(1.5);
    const links = Array.from({ length: 80 }, (_, i) => `link-${i}`);
    for (const link of links) p.append(link);
    expect(p.appended).toEqual([]);
    p.runTasks();
    expect(p.appended).toEqual(links);
    // 4 ms a task at 1.5 ms a link: 3 links in each task (the last one's 2).
    expect(Math.max(...p.tasksRun)).toBe(3);
    expect(p.tasksRun.length).toBe(27);
    expect(p.timers.length).toBe(27);
  });

  it('in a hidden tab, slices through messages (timers run once a second there)', () => {
    const hidden = page(1.5, { hidden: true });
    for (let i = 0; i < 10; i++) hidden.append(`link-${i}`);
    hidden.runTasks();
    expect(hidden.appended).toHaveLength(10);
    expect(hidden.timers).toEqual([]);
    const noChannel = page(1.5, { hidden: true, channel: false });
    for (let i = 0; i < 10; i++) noChannel.append(`link-${i}`);
    noChannel.runTasks();
    expect(noChannel.appended).toHaveLength(10);
    expect(noChannel.timers.length).toBe(noChannel.tasksRun.length);
  });

  it('takes links added while it runs in the same queue', () => {
    const p = page(1);
    p.append('a');
    p.runTasks();
    p.append('b');
    p.append('c');
    p.runTasks();
    expect(p.appended).toEqual(['a', 'b', 'c']);
  });
});
