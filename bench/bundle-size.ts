import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../apps/web/dist');

/**
 * The JavaScript index.html names (the entry script and its preloads), gzip-compressed; what /home then
 * really downloads, lazy chunks included, is measured in a browser by web/page-js.ts.
 */
export function benchBundleSize(): void {
  const indexFile = path.join(dist, 'index.html');
  if (!existsSync(indexFile)) {
    console.log('bundle size: no build (run npm run build first)');
    return;
  }
  const html = readFileSync(indexFile, 'utf8');
  const scripts = [
    ...html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="([^"]+\.js)"/g),
  ].map((m) => m[1]!);
  let raw = 0;
  let gz = 0;
  for (const src of new Set(scripts)) {
    const bytes = readFileSync(path.join(dist, src.replace(/^\//, '')));
    raw += bytes.length;
    gz += gzipSync(bytes, { level: 9 }).length;
  }
  const css = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+\.css)"/g)].map((m) => m[1]!);
  const cssGz = css.reduce(
    (sum, href) => sum + gzipSync(readFileSync(path.join(dist, href.replace(/^\//, '')))).length,
    0,
  );
  console.log(
    `home route JavaScript: ${(raw / 1024).toFixed(1)} KiB raw, ${(gz / 1024).toFixed(1)} KiB gzip (${scripts.length} files)`,
  );
  console.log(`home route CSS: ${(cssGz / 1024).toFixed(1)} KiB gzip`);
}
