import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createTestApp, type TestApp } from './harness.ts';

const ACCOUNT = 'admin@demo.waypoint.hk';

/**
 * Issue 22 item 13: with TRUST_PROXY=true every X-Forwarded-For entry was believed, so a client that wrote
 * a new address into the header for each guess was a new address for the sign-in limit: 25 password
 * guesses, all checked. TRUST_PROXY now names how many proxies stand in front (true = 1) or their addresses,
 * and the address counted is the one the nearest trusted proxy saw, whatever the client wrote.
 */
describe('which X-Forwarded-For addresses are believed', () => {
  let t: TestApp;
  const apps: FastifyInstance[] = [];
  beforeAll(async () => {
    t = await createTestApp({ demo: true });
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await t.close();
  });

  async function appWith(trustProxy: string): Promise<FastifyInstance> {
    const config = { ...t.deps.config, trustProxy: loadConfig({ TRUST_PROXY: trustProxy }).trustProxy };
    const app = await buildApp({ ...t.deps, config }, { serveWeb: false });
    app.get('/test/ip', async (req) => ({ ip: req.ip }));
    await app.ready();
    apps.push(app);
    return app;
  }
  const ipSeen = async (app: FastifyInstance, remoteAddress: string, forwarded?: string) => {
    const res = await app.inject({
      url: '/test/ip',
      remoteAddress,
      headers: forwarded ? { 'x-forwarded-for': forwarded } : {},
    });
    return (res.json() as { ip: string }).ip;
  };
  const guess = async (app: FastifyInstance, remoteAddress: string, forwarded: string) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/trpc/auth.loginWithPassword',
      remoteAddress,
      headers: { 'content-type': 'application/json', 'x-waypoint-lang': 'en', 'x-forwarded-for': forwarded },
      payload: JSON.stringify({ email: ACCOUNT, password: 'not the password' }),
    });
    return res.statusCode;
  };

  it('counts guesses with invented X-Forwarded-For addresses as one address behind TRUST_PROXY=true', async () => {
    const app = await appWith('true');
    const statuses: number[] = [];
    for (let i = 0; i < 25; i += 1) {
      // The proxy (127.0.0.1) appends the address it saw; everything to its left is the client's writing.
      statuses.push(await guess(app, '127.0.0.1', `10.9.${i}.${i}, 203.0.113.50`));
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10).every((s) => s === 429)).toBe(true);
  });

  it('takes the address left of the trusted hops, and the socket’s with no proxy trusted', async () => {
    const one = await appWith('1');
    expect(await ipSeen(one, '127.0.0.1', '6.6.6.6, 203.0.113.51')).toBe('203.0.113.51');
    const two = await appWith('2');
    expect(await ipSeen(two, '127.0.0.1', '6.6.6.6, 203.0.113.52, 10.0.0.2')).toBe('203.0.113.52');
    const none = await appWith('false');
    expect(await ipSeen(none, '198.51.100.3', '6.6.6.6')).toBe('198.51.100.3');
  });

  it('believes X-Forwarded-For only from the named proxies', async () => {
    const app = await appWith('10.0.0.1, 192.168.0.0/16');
    expect(await ipSeen(app, '10.0.0.1', '6.6.6.6, 203.0.113.53')).toBe('203.0.113.53');
    expect(await ipSeen(app, '192.168.4.4', '203.0.113.54')).toBe('203.0.113.54');
    // A client that reaches the server directly cannot choose its address.
    expect(await ipSeen(app, '198.51.100.4', '6.6.6.6')).toBe('198.51.100.4');
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) statuses.push(await guess(app, '198.51.100.5', `10.8.${i}.1`));
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it('reads TRUST_PROXY as false, a number of proxies or their addresses, and refuses anything else', () => {
    const read = (v: string | undefined) => loadConfig(v === undefined ? {} : { TRUST_PROXY: v }).trustProxy;
    expect(read(undefined)).toBe(false);
    expect(read('false')).toBe(false);
    expect(read('0')).toBe(false);
    expect(read('true')).toEqual({ hops: 1 });
    expect(read('2')).toEqual({ hops: 2 });
    expect(read('loopback, 10.0.0.0/8, ::1')).toEqual({ addresses: ['loopback', '10.0.0.0/8', '::1'] });
    for (const bad of ['yes', '10.0.0.300', '10.0.0.0/33', '11', 'example.com'])
      expect(() => read(bad), bad).toThrow(/TRUST_PROXY/);
  });
});
