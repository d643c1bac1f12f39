/** Replaces one "## " section of docs/performance.md, leaving every other section as it was. */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export function replaceSection(document: string, heading: string, body: string): string {
  const section = `${heading}\n\n${body.trim()}\n`;
  const lines = document.split('\n');
  const start = lines.findIndex((line) => line.trim() === heading);
  if (start === -1) return `${document.trimEnd()}\n\n${section}`;
  let end = lines.findIndex((line, i) => i > start && /^## /.test(line));
  if (end === -1) end = lines.length;
  const before = lines.slice(0, start).join('\n').trimEnd();
  const after = lines.slice(end).join('\n').trim();
  return `${before ? `${before}\n\n` : ''}${section}${after ? `\n${after}\n` : ''}`;
}

export function writeWebPerformanceSection(root: string, heading: string, body: string): string {
  const file = path.join(root, 'docs/performance.md');
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '# Performance\n';
  writeFileSync(file, replaceSection(current, heading, body));
  return file;
}
