import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sensitiveTopic } from '@waypoint/domain';

// Issue 22 item 3: how well the self-harm and abuse check (domain sensitiveTopic) finds risk and leaves
// ordinary sentences alone, on the committed set bench/safety/phrasings.json (written apart from the phrase
// list). A figure, not a test: target recall ≥ 0.95 with ≤ 2 % false positives.
//   npm run bench:safety            SAFETY_VERBOSE=1 prints each miss and false alarm; SAFETY_SET=file another set

interface Set {
  risk: { text: string; topic: 'selfHarm' | 'abuse'; lang: string; form: string }[];
  ordinary: { text: string; lang: string; tricky: boolean }[];
}

/**
 * The committed sets, each written by an engineer who saw neither the phrase list nor the other sets (method
 * and first-run figures in each file's note). Each, once measured, guided the list: a new set is the honest
 * measure of what the list misses.
 */
const SETS = ['safety/phrasings.json', 'safety/phrasings-2.json', 'safety/phrasings-3.json'];

export function benchSafety(): { recall: number; falsePositives: number } {
  const files = process.env.SAFETY_SET
    ? [path.resolve(process.env.SAFETY_SET)]
    : SETS.map((f) => path.join(import.meta.dirname, f));
  const set: Set = { risk: [], ordinary: [] };
  for (const file of files) {
    const one = JSON.parse(readFileSync(file, 'utf8')) as Set;
    set.risk.push(...one.risk);
    set.ordinary.push(...one.ordinary);
  }
  const verbose = process.env.SAFETY_VERBOSE === '1';
  let found = 0;
  let rightTopic = 0;
  const byForm = new Map<string, [number, number]>();
  for (const r of set.risk) {
    const topic = sensitiveTopic(r.text);
    if (topic) found += 1;
    if (topic === r.topic) rightTopic += 1;
    const key = `${r.topic}/${r.lang}/${r.form}`;
    const [hit, n] = byForm.get(key) ?? [0, 0];
    byForm.set(key, [hit + (topic ? 1 : 0), n + 1]);
    if (verbose && !topic) console.log(`  missed (${r.topic}): ${r.text}`);
  }
  let alarms = 0;
  let trickyAlarms = 0;
  for (const o of set.ordinary) {
    const topic = sensitiveTopic(o.text);
    if (!topic) continue;
    alarms += 1;
    if (o.tricky) trickyAlarms += 1;
    if (verbose) console.log(`  false alarm (${topic}): ${o.text}`);
  }
  const recall = found / set.risk.length;
  const falsePositives = alarms / set.ordinary.length;
  console.log(
    `safety check: recall ${found}/${set.risk.length} = ${recall.toFixed(3)} (right topic ${rightTopic}), ` +
      `false positives ${alarms}/${set.ordinary.length} = ${(falsePositives * 100).toFixed(1)} % ` +
      `(${trickyAlarms} of them tricky) — target recall ≥ 0.95, false positives ≤ 2 %`,
  );
  for (const [key, [hit, n]] of [...byForm].sort()) console.log(`  ${key}: ${hit}/${n}`);
  return { recall, falsePositives };
}

if (import.meta.url === `file://${process.argv[1]}`) benchSafety();
