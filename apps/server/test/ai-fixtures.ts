import type { TestApp } from './harness.ts';

export interface AiLine {
  type: string;
  [key: string]: unknown;
}

/** POSTs to the AI gateway like the browser does and reads the JSON lines it streams. */
export async function askAi(
  t: TestApp,
  path: string,
  body: Record<string, unknown>,
  opts: { cookie?: string; lang?: 'en' | 'zh-HK' } = {},
): Promise<{ status: number; lines: AiLine[]; json: { message?: string; seconds?: number } | null }> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/ai/${path}`,
    headers: {
      'content-type': 'application/json',
      'x-waypoint-lang': opts.lang ?? 'en',
      ...(opts.cookie ? { cookie: opts.cookie } : {}),
    },
    payload: JSON.stringify(body),
  });
  const isStream = String(res.headers['content-type'] ?? '').startsWith('application/x-ndjson');
  return {
    status: res.statusCode,
    lines: isStream
      ? res.payload
          .split('\n')
          .filter(Boolean)
          .map((l) => JSON.parse(l) as AiLine)
      : [],
    json: isStream ? null : (res.json() as { message?: string }),
  };
}

export function ab3Body(content: string, extra: Record<string, unknown> = {}) {
  return {
    version: '1.0',
    type: 'query',
    query: [{ role: 'user', content, timestamp: Date.now() }],
    conversation_id: 'c1',
    message_id: 'm1',
    ...extra,
  };
}

export function chatBody(content: string, extra: Record<string, unknown> = {}) {
  return {
    version: '3.0.0',
    type: 'chat',
    query: [{ role: 'user', content, timestamp: Date.now(), message_id: 'm1' }],
    conversation_id: 'c1',
    message_id: 'm1',
    ...extra,
  };
}
