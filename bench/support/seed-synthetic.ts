/** Seeds synthetic studios into an embedded database directory through the project's own CLI. */
import { spawnSync } from 'node:child_process';
import { projectRoot } from './server-process';

export function seedSynthetic(dataDir: string, count: number, echo = false, extraArgs: string[] = []): void {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'src/server/cli/seed-synthetic.ts', String(count), ...extraArgs],
    { cwd: projectRoot, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }, encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`seed-synthetic failed:\n${result.stdout}${result.stderr}`);
  if (echo) process.stdout.write(result.stdout);
}
