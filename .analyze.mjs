// usage: node .analyze.mjs distDir  -> per-source bytes of each chunk (minified bytes attributed by sourcemap)
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { SourceMapConsumer } from 'source-map-js';
const dir = process.argv[2];
const want = process.argv.slice(3);
for (const f of readdirSync(dir)) {
  if (!f.endsWith('.js')) continue;
  if (want.length && !want.some((w) => f.startsWith(w))) continue;
  const code = readFileSync(path.join(dir, f), 'utf8');
  let map;
  try {
    map = JSON.parse(readFileSync(path.join(dir, f + '.map'), 'utf8'));
  } catch {
    continue;
  }
  const c = new SourceMapConsumer(map);
  const lines = code.split('\n');
  const sizes = new Map();
  let prev = null;
  c.eachMapping((m) => {
    if (prev) {
      const len =
        prev.line === m.generatedLine ? m.generatedColumn - prev.col : lines[prev.line - 1].length - prev.col;
      sizes.set(prev.src, (sizes.get(prev.src) ?? 0) + len);
    }
    prev = { line: m.generatedLine, col: m.generatedColumn, src: m.source ?? '?' };
  });
  const total = code.length;
  console.log(`\n${f} ${(total / 1024).toFixed(1)} KB raw`);
  const agg = new Map();
  for (const [s, n] of sizes) {
    const k = s
      .replace(/.*node_modules\//, 'nm:')
      .replace(/.*src\/web\//, 'web:')
      .replace(/.*src\/domain\//, 'domain:');
    agg.set(k, (agg.get(k) ?? 0) + n);
  }
  [...agg]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 25)
    .forEach(([k, n]) => console.log(`  ${(n / 1024).toFixed(1).padStart(6)} ${k}`));
}
