import { StartRefused } from '../config.ts';
import { DataDirInUseError } from '../storage/data-dir-lock.ts';

export type Say = (line: string) => void;

/**
 * Runs a maintenance command (bundled by scripts/run-tool.mjs): prints its lines, and for what it refuses
 * one sentence and exit code 2, for a failure the stack and exit code 1.
 */
export function runTool(name: string, work: (say: Say) => Promise<number>): void {
  const say: Say = (line) => process.stdout.write(`${line}\n`);
  work(say).then(
    (code) => process.exit(code),
    (err: unknown) => {
      if (err instanceof DataDirInUseError) {
        process.stderr.write(
          `${name}: ${err.message}: stop the server first, the embedded database takes one process at a time\n`,
        );
        process.exit(2);
      }
      if (err instanceof StartRefused) {
        process.stderr.write(`${name}: ${err.message}\n`);
        process.exit(2);
      }
      process.stderr.write(`${name}: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
      process.exit(1);
    },
  );
}
