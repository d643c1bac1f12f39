/**
 * Zod, where it checks a value in the browser (the admin editors' fields, field-validation.ts), first
 * probes whether it may compile a faster parser with `new Function`. The page's CSP forbids that
 * (script-src 'self'): the probe's refusal is caught, but the browser still reports a CSP violation
 * on every admin page that loads a schema. Zod skips the probe when its shared configuration says
 * `jitless` (Zod reads `globalThis.__zod_globalConfig` when it loads, so this runs before any schema
 * module: main.tsx imports it first). Nothing is lost: under this CSP the probe always failed.
 */
const shared = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
shared.__zod_globalConfig = { ...shared.__zod_globalConfig, jitless: true };
