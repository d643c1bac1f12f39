/**
 * SIGTERM with work in flight: several large imports are sent, each on its own connection; once the
 * server has received all of them (its request log says so), it gets SIGTERM. Every import must
 * answer 200, the process must exit 0, and the imported values must be there after a restart.
 */
import { expect } from 'vitest';
import { type ServerProcess, startServer } from '../server-process';
import { HttpSession } from './http-session';
import { reportFigures } from './scratch-database';
import {
  atomicRound,
  expectOk,
  IMPORT_PATH,
  PARAMETERS_PATH,
  parameterValues,
  taggedImportBody,
  taggedKeys,
} from './workload';

const IMPORTS = 3;
const KEYS = taggedKeys('SIGTERM', 1500);
const STUDIOS = [5, 6, 7];

function incomingImports(output: string): number {
  return output.split('\n').filter((l) => l.includes('incoming request') && l.includes('import-parameters'))
    .length;
}

export async function expectSigtermFinishesInFlight(
  env: Record<string, string>,
  servers: ServerProcess[],
  label: string,
): Promise<void> {
  const server = await startServer({ ...env, LOG_LEVEL: 'info' });
  servers.push(server);
  const admin = new HttpSession(server.baseUrl, false);
  await admin.signIn(env.ADMIN_EMAIL!, env.ADMIN_PASSWORD!);

  const started = performance.now();
  const inFlight = STUDIOS.slice(0, IMPORTS).map((id) =>
    admin.request('POST', IMPORT_PATH(id), taggedImportBody(KEYS, 'term', id), { timeoutMs: 60_000 }),
  );
  while (incomingImports(server.output()) < IMPORTS) {
    if (server.child.exitCode !== null) throw new Error(`server died:\n${server.output().slice(-4000)}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  server.kill('SIGTERM');
  const answers = await Promise.all(inFlight);
  const exit = await server.exited;
  const ms = performance.now() - started;
  for (const answer of answers) {
    expect(answer.status, answer.text.slice(0, 300)).toBe(200);
    expect(answer.json<{ success: boolean; results: { created: number } }>().results.created).toBe(
      KEYS.length,
    );
  }
  expect(exit).toEqual({ code: 0, signal: null });
  expect(server.output()).toContain('shut down cleanly');

  const again = await startServer(env);
  servers.push(again);
  const reader = new HttpSession(again.baseUrl, false);
  for (const id of STUDIOS.slice(0, IMPORTS)) {
    const res = await expectOk(reader.get(PARAMETERS_PATH(id)), `parameters of ${id}`);
    expect(atomicRound(parameterValues(res.json(), KEYS), KEYS, 'term')).toBe(id);
  }
  expect((await again.stop()).code).toBe(0);
  reportFigures(label, {
    imports_in_flight: IMPORTS,
    parameters_each: KEYS.length,
    until_exit_ms: Math.round(ms),
  });
}
