/** Replaces one "## <title>" section of docs/performance.md, keeping the others. */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const file = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/performance.md');
const HEADER =
  '# Performance\n\nFigures from the benchmarks (`npm run bench:*`), newest run of each. Goals come from the issues.\n';

export function writePerformanceSection(title: string, body: string): void {
  const text = existsSync(file) ? readFileSync(file, 'utf8') : HEADER;
  const heading = `## ${title}`;
  const section = `${heading}\n\n${body.trim()}\n`;
  const start = text.indexOf(`${heading}\n`);
  let next: string;
  if (start === -1) {
    next = `${text.trimEnd()}\n\n${section}`;
  } else {
    const after = text.indexOf('\n## ', start + heading.length);
    next = text.slice(0, start) + section + (after === -1 ? '' : `\n${text.slice(after + 1)}`);
  }
  writeFileSync(file, `${next.trimEnd()}\n`);
  console.info(`wrote the "${title}" section of docs/performance.md`);
}
