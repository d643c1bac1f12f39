import os from 'node:os';
import path from 'node:path';

const basePort = Number(process.env.E2E_BASE_PORT ?? 4173);

/** The servers the browser tests run against, each on its own fresh data directory. */
export const e2eServers = [
  { name: 'visitor', port: basePort },
  { name: 'admin', port: basePort + 1 },
].map((s) => ({
  ...s,
  baseUrl: `http://127.0.0.1:${s.port}`,
  dataDir: path.join(os.tmpdir(), `vp-e2e-${s.name}-${s.port}`),
}));

/** The admin account the admin server creates at start (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const E2E_ADMIN = { email: 'e2e-admin@example.com', password: 'e2e-admin-password-123' };
