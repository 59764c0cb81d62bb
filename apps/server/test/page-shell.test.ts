import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { createTestApp, type TestApp } from './harness.ts';

const INDEX =
  '<!doctype html><html lang="zh-HK"><head><title>Waypoint</title></head><body><div id="root"></div></body></html>';

/** The page shell says "demo" in its HTML while the database holds demo schools, and only then. */
describe('the page shell (index.html) marks a demo', () => {
  let demo: TestApp;
  let real: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'wp-web-'));
    writeFileSync(path.join(dist, 'index.html'), INDEX);
    [demo, real] = await Promise.all([createTestApp({ demo: true }), createTestApp({ demo: false })]);
  });
  afterAll(() => Promise.all([demo.close(), real.close()]));

  async function page(t: TestApp, url: string) {
    const app = await buildApp({ ...t.deps, config: { ...t.deps.config, webDist: dist, ssr: false } });
    try {
      return await app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    } finally {
      await app.close();
    }
  }

  it('marks the page of a demo, at / and on a client-side route, never cached', async () => {
    for (const url of ['/', '/home', '/ab3?lang=en']) {
      const res = await page(demo, url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<html lang="zh-HK" data-demo>');
    }
  });

  it('leaves the page of an install without demo schools as built', async () => {
    const res = await page(real, '/home');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(INDEX);
  });

  it('still answers 404 for an unknown API or asset address', async () => {
    expect((await page(demo, '/assets/nothing.js')).statusCode).toBe(404);
    expect((await page(demo, '/api/nothing')).statusCode).toBe(404);
  });
});
