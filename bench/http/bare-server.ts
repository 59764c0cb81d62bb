import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

/** One recorded answer of the real server: the bare server sends exactly these bytes and headers. */
export interface RecordedAnswer {
  path: string;
  status: number;
  headers: Record<string, string>;
  /** base64 */
  body: string;
}

// A bare Fastify 5 process: no plugins, no hooks, no database; each path answers its recorded bytes. The
// benches divide the real server's rate by this one's, measured in the same run on the same machine.
const [file, port] = process.argv.slice(2);
const answers = JSON.parse(readFileSync(String(file), 'utf8')) as RecordedAnswer[];
const app = Fastify({ logger: false });
// Answers are recorded per URL; two URLs of one path (a query string apart) share a route.
type Replay = { status: number; headers: Record<string, string>; body: Buffer };
const byPath = new Map<string, Map<string, Replay>>();
for (const answer of answers) {
  const pathname = answer.path.split('?', 1)[0] ?? answer.path;
  const urls = byPath.get(pathname) ?? new Map<string, Replay>();
  urls.set(answer.path, { ...answer, body: Buffer.from(answer.body, 'base64') });
  byPath.set(pathname, urls);
}
for (const [pathname, urls] of byPath) {
  const first = [...urls.values()][0]!;
  // POST too, for the apply bench's burst (Fastify still parses its JSON body, as the real server does).
  app.route({
    method: ['GET', 'POST'],
    url: pathname,
    handler: (req, reply) => {
      const answer = urls.get(req.url) ?? first;
      reply.code(answer.status).headers(answer.headers).send(answer.body);
    },
  });
}
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.stdout.write('ready\n');
