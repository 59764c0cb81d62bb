import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { openDb, schema } from '@waypoint/db';
import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import type { RecordedAnswer } from './http/bare-server.ts';
import { type Running, recordedAnswer, signIn, startBare, startServer } from './http/processes.ts';

const { users, chatbotMessages } = schema;

const STUDENT_PHONE = '91000001';
const MESSAGES = Number(process.env.BENCH_EXPORT_MESSAGES ?? 20_000);
const ROUNDS = 3;

/** The process's resident memory in MB, from /proc (Linux). */
function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(line?.replace(/\D+/g, '') ?? 0) / 1024;
}

interface Download {
  firstByteMs: number;
  totalMs: number;
  bytes: number;
  peakRssMb: number;
  answer: RecordedAnswer;
}

/** One download, read as it arrives; the server's memory sampled every 5 ms meanwhile. */
function download(server: Running, pathAndQuery: string, cookie: string): Promise<Download> {
  const url = new URL(server.url);
  const started = performance.now();
  let peak = server.pid ? rssMb(server.pid) : 0;
  const sampler = setInterval(() => {
    if (server.pid) peak = Math.max(peak, rssMb(server.pid));
  }, 5);
  return new Promise((resolve, reject) => {
    http
      .get({ host: url.hostname, port: url.port, path: pathAndQuery, headers: { cookie } }, (res) => {
        let firstByteMs = 0;
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => {
          if (chunks.length === 0) firstByteMs = performance.now() - started;
          chunks.push(c);
        });
        res.on('end', () => {
          clearInterval(sampler);
          const body = Buffer.concat(chunks);
          if (res.statusCode !== 200) reject(new Error(`${pathAndQuery}: HTTP ${res.statusCode}`));
          resolve({
            firstByteMs,
            totalMs: performance.now() - started,
            bytes: body.length,
            peakRssMb: peak,
            answer: recordedAnswer(pathAndQuery, res, body),
          });
        });
      })
      .on('error', (err) => {
        clearInterval(sampler);
        reject(err);
      });
  });
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

/**
 * Issue 23 item 2: "Download my data" for a student with MESSAGES chat messages, over HTTP against the real
 * server (embedded PGlite), beside a bare Fastify process sending the same bytes. The figures: time to the
 * first byte, the whole download and its ratio to the bare server's, and the server's resident memory
 * during the download against the archive's size (a streamed archive grows memory by far less than it).
 */
export async function benchPrivacyExport(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'waypoint-bench-export-'));
  try {
    // First start makes the database (migrated, demo seed); then the messages go in while it is stopped.
    await (await startServer({ port: 3391, dataDir })).stop();
    const open = await openDb({ dataDir: path.join(dataDir, 'pglite') });
    try {
      const [student] = await open.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.phone, STUDENT_PHONE));
      if (!student) throw new Error('the demo student is missing');
      const text = '我想讀醫科，但我的化學成績一般，應該點樣準備？I would like to study medicine. '.repeat(3);
      for (let from = 0; from < MESSAGES; from += 1_000) {
        await open.db.insert(chatbotMessages).values(
          Array.from({ length: Math.min(1_000, MESSAGES - from) }, (_, i) => ({
            userId: student.id,
            type: 'profession',
            fromUser: (from + i) % 2 === 0,
            // Random words too, so the archive does not compress to nothing and its size means something.
            content: `${from + i}: ${text} ${randomBytes(150).toString('base64')}`,
          })),
        );
      }
    } finally {
      await open.close();
    }

    const server = await startServer({ port: 3391, dataDir });
    let bare: Running | null = null;
    try {
      const cookie = await signIn(server, STUDENT_PHONE);
      const exportPath = '/api/privacy/export?lang=zh-HK';
      const baseline = server.pid ? rssMb(server.pid) : 0;
      const real: Download[] = [];
      for (let round = 0; round < ROUNDS; round += 1) real.push(await download(server, exportPath, cookie));
      const last = real.at(-1)!;
      bare = await startBare([last.answer], 3392);
      const plain: Download[] = [];
      for (let round = 0; round < ROUNDS; round += 1) plain.push(await download(bare, exportPath, ''));
      const total = median(real.map((d) => d.totalMs));
      const bareTotal = median(plain.map((d) => d.totalMs));
      const peak = Math.max(...real.map((d) => d.peakRssMb));
      const files = unzipSync(Buffer.from(last.answer.body, 'base64'));
      const unzippedBytes = Object.values(files).reduce((sum, f) => sum + f.length, 0);
      console.log(
        `privacy export (PGlite; ${MESSAGES.toLocaleString('en')} chat messages; load average ${os
          .loadavg()
          .map((l) => l.toFixed(2))
          .join(' ')}):`,
      );
      console.log(
        `  archive ${(last.bytes / 1e6).toFixed(2)} MB zipped; first byte ${median(real.map((d) => d.firstByteMs)).toFixed(0)} ms; whole download ${total.toFixed(0)} ms (median of ${ROUNDS}); bare Fastify, same bytes: ${bareTotal.toFixed(0)} ms (ratio ${(total / bareTotal).toFixed(1)}×)`,
      );
      console.log(
        `  unzipped ${(unzippedBytes / 1e6).toFixed(1)} MB; server memory: ${baseline.toFixed(0)} MB before, peak ${peak.toFixed(0)} MB during (growth ${(peak - baseline).toFixed(0)} MB)`,
      );
    } finally {
      await bare?.stop();
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchPrivacyExport();
