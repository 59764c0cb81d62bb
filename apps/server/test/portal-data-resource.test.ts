import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PORTAL_DATA_PATH } from '../src/http/portal-data-resource.ts';
import type { PortalData } from '../src/services/programs/shapes.ts';
import { createTestApp, type TestApp } from './harness.ts';

describe('the portal data as a cacheable resource', () => {
  let t: TestApp;
  let viaApi: PortalData;
  beforeAll(async () => {
    t = await createTestApp({ demo: false });
    viaApi = (await t.call<PortalData>('programs.getPortalData')).data;
  });
  afterAll(() => t.close());

  it('answers the same data as programs.getPortalData, compressed once, public and with an ETag', async () => {
    const br = await t.app.inject({ url: PORTAL_DATA_PATH, headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(br.headers['cache-control']).toBe('public, no-cache');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers.etag).toMatch(/^"[\w-]{27}"$/);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(viaApi);
    // Quality 11 once, rather than quality 4 on every request: smaller than the tRPC answer's brotli.
    const trpc = await t.app.inject({
      url: '/api/trpc/programs.getPortalData',
      headers: { 'accept-encoding': 'br' },
    });
    expect(br.rawPayload.length).toBeLessThan(trpc.rawPayload.length);

    const gz = await t.app.inject({ url: PORTAL_DATA_PATH, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(viaApi);
    const plain = await t.app.inject({ url: PORTAL_DATA_PATH, headers: { 'accept-encoding': 'br;q=0' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(viaApi);
    expect(gz.headers.etag).toBe(br.headers.etag);
    expect(plain.headers.etag).toBe(br.headers.etag);
  });

  it('answers 304 with no body to a browser that holds the current version', async () => {
    const first = await t.app.inject({ url: PORTAL_DATA_PATH, headers: { 'accept-encoding': 'br' } });
    const etag = String(first.headers.etag);
    const again = await t.app.inject({
      url: PORTAL_DATA_PATH,
      headers: { 'accept-encoding': 'br', 'if-none-match': `W/"old", ${etag}` },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    const stale = await t.app.inject({ url: PORTAL_DATA_PATH, headers: { 'if-none-match': '"old"' } });
    expect(stale.statusCode).toBe(200);
  });

  it('names the same data alike in another process (a fresh build on another database)', async () => {
    const other = await createTestApp({ demo: false });
    try {
      const a = await t.app.inject({ url: PORTAL_DATA_PATH });
      const b = await other.app.inject({ url: PORTAL_DATA_PATH });
      expect(b.headers.etag).toBe(a.headers.etag);
    } finally {
      await other.close();
    }
  });
});
