import { QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient, DRAWN_ANSWERS_FRESH_MS, keepDrawnAnswersFresh } from './query-client';

const isStale = (client: ReturnType<typeof createQueryClient>, key: string) =>
  new QueryObserver(client, { queryKey: [key] }).getCurrentResult().isStale;

describe('the answers a server-drawn page came with (issue 25)', () => {
  afterEach(() => vi.useRealTimers());

  it('count as fresh while the app takes the page over; every other answer is stale at once, as before', async () => {
    const client = createQueryClient();
    client.setQueryData(['drawn'], { name: 'Chan Ka Yan' });
    let takenOver = () => {};
    keepDrawnAnswersFresh(client, new Promise<void>((resolve) => (takenOver = resolve)));
    client.setQueryData(['later'], { name: 'Chan Ka Yan' });
    expect(isStale(client, 'drawn')).toBe(false);
    expect(isStale(client, 'later')).toBe(true);
    takenOver();
    await Promise.resolve();
    // A screen mounted after the takeover asks again, as every screen does.
    expect(isStale(client, 'drawn')).toBe(true);
  });

  it('count as fresh at most DRAWN_ANSWERS_FRESH_MS if the takeover never ends', () => {
    vi.useFakeTimers();
    const client = createQueryClient();
    client.setQueryData(['drawn'], 1);
    keepDrawnAnswersFresh(client, new Promise(() => {}));
    expect(isStale(client, 'drawn')).toBe(false);
    vi.advanceTimersByTime(DRAWN_ANSWERS_FRESH_MS + 1);
    expect(isStale(client, 'drawn')).toBe(true);
  });

  it('are asked for again at once after a change invalidates them', async () => {
    const client = createQueryClient();
    client.setQueryData(['drawn'], 1);
    keepDrawnAnswersFresh(client, new Promise(() => {}));
    const queryFn = vi.fn(async () => 2);
    const observer = new QueryObserver(client, { queryKey: ['drawn'], queryFn });
    const unsubscribe = observer.subscribe(() => {});
    expect(queryFn).not.toHaveBeenCalled();
    await client.invalidateQueries({ queryKey: ['drawn'] });
    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(client.getQueryData(['drawn'])).toBe(2);
    unsubscribe();
  });
});
