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
for (const answer of answers) {
  const body = Buffer.from(answer.body, 'base64');
  app.get(answer.path, (_req, reply) => {
    reply.code(answer.status).headers(answer.headers).send(body);
  });
}
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.stdout.write('ready\n');
