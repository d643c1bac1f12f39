/**
 * The limit the list is measured against: a bare node:http server in its own process that answers
 * each list URL with the identical bytes and headers of substance (content type, length, ETag).
 */
import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export async function startBareServer(
  bodies: Map<string, Buffer>,
): Promise<{ child: ChildProcess; baseUrl: string }> {
  const child = fork(fileURLToPath(new URL('./bare-list-server-child.mjs', import.meta.url)), [], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (message) => resolve((message as { port: number }).port));
    child.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
    child.send({ bodies: [...bodies].map(([p, body]) => [p, body.toString('base64')]) });
  });
  return { child, baseUrl: `http://127.0.0.1:${port}` };
}
