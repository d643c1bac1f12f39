/**
 * Configuration from the environment, checked once at start. Every bad value is reported on its
 * own line, so an operator fixes them all in one go.
 */
import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { LIST_MAX_PAGES } from '@domain/limits';
import type { SiteConfig } from '@domain/site-config';
import { DEFAULT_TOUR_EMBED_HOSTS } from '@domain/tour-embed';
import { z } from 'zod';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const booleanText = (name: string) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .refine((v) => ['true', 'false', '1', '0', 'yes', 'no'].includes(v), {
      error: `${name} must be true or false`,
    })
    .transform((v) => v === 'true' || v === '1' || v === 'yes');

const positiveInt = (name: string, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, { error: `${name} must be a whole number` })
    .transform(Number)
    .refine((n) => n >= 1 && n <= max, { error: `${name} must be between 1 and ${max}` });

const nonNegativeInt = (name: string, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, { error: `${name} must be a whole number` })
    .transform(Number)
    .refine((n) => n <= max, { error: `${name} must be between 0 and ${max}` });

/** Compare-PDF render threads: every core but one, which stays with the event loop. */
const DEFAULT_PDF_WORKERS = Math.max(1, availableParallelism() - 1);

const httpUrl = (name: string) =>
  z
    .string()
    .trim()
    .refine((v) => /^https?:\/\/[^\s]+$/i.test(v) && URL.canParse(v), {
      error: `${name} must be an http(s) URL`,
    });

/**
 * A default tour credit's name (SCANNER_CREDIT_NAME, TOUR_HOST_CREDIT_NAME): the role ('Scanned by',
 * 'Tour hosted by') is the app's words in the reader's language, so the setting is the name alone. A
 * setting that still spells the English role out ('Scanned by VP Atlas Scanning', the old default)
 * reads as the name after it, so the page says the same in English as before.
 */
const creditName = (role: RegExp) =>
  z
    .string()
    .trim()
    .min(1)
    .transform((value) => value.replace(role, '').trim() || value);

/**
 * A map tile URL template: https only (the page's CSP allows https: images, and mixed content would
 * be blocked), with the {z}/{x}/{y} placeholders Leaflet fills in ({s} and {r} may be there too).
 */
const tileUrlTemplate = z
  .string()
  .trim()
  .refine(
    (v) =>
      /^https:\/\/[^\s]+$/i.test(v) &&
      ['{z}', '{x}', '{y}'].every((p) => v.includes(p)) &&
      URL.canParse(v.replace(/\{[a-z]+\}/gi, '0')),
    { error: 'MAP_TILE_URL must be an https URL template with {z}, {x} and {y}' },
  );

/** proxy-addr's names for address ranges, accepted in TRUST_PROXY lists. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isAddressOrCidr(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: false (no proxy), a number of trusted hops (`true` counts as 1, the usual single
 * reverse proxy), or a comma-separated list of proxy addresses and CIDRs. Never "trust everything".
 */
const trustProxyText = z
  .string()
  .trim()
  .transform((v, ctx): TrustProxy => {
    const lower = v.toLowerCase();
    if (['false', 'no', '0'].includes(lower)) return false;
    if (['true', 'yes'].includes(lower)) return 1;
    if (/^\d+$/.test(v)) {
      if (Number(v) <= 10) return Number(v);
      ctx.addIssue({ code: 'custom', message: 'TRUST_PROXY hops must be between 0 and 10' });
      return z.NEVER;
    }
    const entries = v
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const bad = entries.filter((entry) => !isAddressOrCidr(entry));
    if (entries.length === 0 || bad.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `TRUST_PROXY must be false, a number of proxy hops, or proxy addresses/CIDRs (not: ${bad.join(', ')})`,
      });
      return z.NEVER;
    }
    return entries;
  });

/** Host names (optionally with a port), comma-separated; a leading dot allows every subdomain. */
const hostList = z
  .string()
  .trim()
  .transform((v) =>
    v
      .split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
  )
  .refine(
    (hosts) => hosts.every((h) => /^\.?[a-z0-9.-]+(?::\d{1,5})?$|^\[[0-9a-f:.]+\](?::\d{1,5})?$/.test(h)),
    {
      error: 'ALLOWED_HOSTS must be host names or addresses, comma-separated (a port is optional)',
    },
  );

/**
 * TOUR_EMBED_HOSTS: the hosts whose tours a studio page frames (domain/tour-embed.ts), comma-separated
 * host names (a leading dot takes every subdomain too), or `none` to frame no tour at all.
 */
const tourEmbedHosts = z
  .string()
  .trim()
  .transform((v) =>
    v.toLowerCase() === 'none'
      ? []
      : v
          .split(',')
          .map((h) => h.trim().toLowerCase())
          .filter(Boolean),
  )
  .refine((hosts) => hosts.every((h) => /^\.?[a-z0-9-]+(?:\.[a-z0-9-]+)+$/.test(h)), {
    error: 'TOUR_EMBED_HOSTS must be host names, comma-separated (a leading dot allows subdomains), or none',
  });

const envSchema = z
  .object({
    PORT: z
      .string()
      .trim()
      .regex(/^\d+$/, { error: 'PORT must be a whole number' })
      .transform(Number)
      .refine((n) => n >= 0 && n <= 65535, { error: 'PORT must be between 0 and 65535' })
      .default(8000),
    HOST: z.string().trim().min(1, { error: 'HOST must not be empty' }).default('127.0.0.1'),
    DATABASE_URL: z
      .string()
      .trim()
      .refine((v) => v === '' || /^postgres(ql)?:\/\//.test(v), {
        error: 'DATABASE_URL must start with postgres:// or postgresql://',
      })
      .optional(),
    DATABASE_POOL_SIZE: positiveInt('DATABASE_POOL_SIZE', 200).default(10),
    DATA_DIR: z.string().trim().min(1, { error: 'DATA_DIR must not be empty' }).default('./data'),
    SEED_DEMO: booleanText('SEED_DEMO').default(true),
    ADMIN_EMAIL: z.email({ error: 'ADMIN_EMAIL must be an email address' }).optional(),
    ADMIN_PASSWORD: z.string().min(12, { error: 'ADMIN_PASSWORD must be at least 12 characters' }).optional(),
    ADMIN_RESET: booleanText('ADMIN_RESET').default(false),
    LOG_LEVEL: z
      .enum(LOG_LEVELS, { error: `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}` })
      .default('info'),
    PUBLIC_URL: httpUrl('PUBLIC_URL').optional(),
    TRUSTED_ORIGINS: z.string().trim().default(''),
    SECURE_COOKIES: z
      .enum(['auto', 'true', 'false'], { error: 'SECURE_COOKIES must be auto, true or false' })
      .default('auto'),
    TRUST_PROXY: trustProxyText.default(false),
    ALLOWED_HOSTS: hostList.optional(),
    HEADERS_TIMEOUT_SECONDS: positiveInt('HEADERS_TIMEOUT_SECONDS', 600).default(10),
    REQUEST_TIMEOUT_SECONDS: positiveInt('REQUEST_TIMEOUT_SECONDS', 3600).default(25),
    SHUTDOWN_GRACE_SECONDS: positiveInt('SHUTDOWN_GRACE_SECONDS', 3600).default(20),
    METRICS_HOST: z.string().trim().min(1, { error: 'METRICS_HOST must not be empty' }).default('127.0.0.1'),
    METRICS_PORT: z
      .string()
      .trim()
      .regex(/^\d+$/, { error: 'METRICS_PORT must be a whole number' })
      .transform(Number)
      .refine((n) => n >= 1 && n <= 65535, { error: 'METRICS_PORT must be between 1 and 65535' })
      .optional(),
    PAGE_VIEW_RETENTION_DAYS: positiveInt('PAGE_VIEW_RETENTION_DAYS', 36_500).default(400),
    PERSONAL_DATA_RETENTION_DAYS: positiveInt('PERSONAL_DATA_RETENTION_DAYS', 36_500).default(365),
    OUTBOX_RETENTION_DAYS: positiveInt('OUTBOX_RETENTION_DAYS', 36_500).default(30),
    SESSION_IDLE_MINUTES: positiveInt('SESSION_IDLE_MINUTES', 60 * 24 * 30).default(30),
    SESSION_MAX_HOURS: positiveInt('SESSION_MAX_HOURS', 24 * 365).default(12),
    LIST_MAX_PAGES: positiveInt('LIST_MAX_PAGES', 1000).default(LIST_MAX_PAGES),
    DATA_PROVIDER_NAME: z.string().trim().min(1).default('VP Atlas Research'),
    DATA_PROVIDER_URL: httpUrl('DATA_PROVIDER_URL').default('https://example.com/vp-atlas'),
    CONTACT_SPECIALIST_URL: httpUrl('CONTACT_SPECIALIST_URL').default(
      'https://www.linkedin.com/in/vp-directory-specialist',
    ),
    SCANNER_CREDIT_NAME: creditName(/^scanned by\s+/i).default('VP Atlas Scanning'),
    SCANNER_CREDIT_URL: httpUrl('SCANNER_CREDIT_URL').default('https://example.com/vp-atlas/scanning'),
    TOUR_HOST_CREDIT_NAME: creditName(/^tour hosted by\s+/i).default('SplatSpace'),
    TOUR_HOST_CREDIT_URL: httpUrl('TOUR_HOST_CREDIT_URL').default('https://example.com/splatspace'),
    TOUR_EMBED_HOSTS: tourEmbedHosts.default([...DEFAULT_TOUR_EMBED_HOSTS]),
    COMPARE_PDF_WORKERS: positiveInt('COMPARE_PDF_WORKERS', 64).default(DEFAULT_PDF_WORKERS),
    COMPARE_PDF_QUEUE_LIMIT: nonNegativeInt('COMPARE_PDF_QUEUE_LIMIT', 1000).default(4),
    COMPARE_PDF_RATE_LIMIT: positiveInt('COMPARE_PDF_RATE_LIMIT', 100_000).default(20),
    COMPARE_PDF_NICE: nonNegativeInt('COMPARE_PDF_NICE', 19).default(10),
    DATABASE_THREAD_NICE: nonNegativeInt('DATABASE_THREAD_NICE', 19).default(10),
    EXPORT_RATE_LIMIT: positiveInt('EXPORT_RATE_LIMIT', 100_000).default(20),
    MAP_TILE_URL: tileUrlTemplate.optional(),
    MAP_TILE_ATTRIBUTION: z.string().trim().max(500).optional(),
    SMTP_URL: z
      .string()
      .trim()
      .refine((v) => /^smtps?:\/\/[^\s]+$/.test(v), {
        error: 'SMTP_URL must be an smtp:// or smtps:// URL (smtp://user:pass@host:587)',
      })
      .optional(),
    MAIL_FROM: z
      .string()
      .trim()
      .min(3)
      .max(300)
      .refine((v) => !/[\r\n]/.test(v), { error: 'MAIL_FROM must be one line' })
      .default('Virtual Production Studios <no-reply@localhost>'),
    FORM_RATE_LIMIT: positiveInt('FORM_RATE_LIMIT', 100_000).default(10),
    FORM_MIN_FILL_SECONDS: nonNegativeInt('FORM_MIN_FILL_SECONDS', 3600).default(3),
    INVITATION_DAYS: positiveInt('INVITATION_DAYS', 365).default(7),
    IMAGE_STORAGE: z
      .enum(['files', 'database'], { error: 'IMAGE_STORAGE must be files or database' })
      .optional(),
    IMAGE_WORKERS: positiveInt('IMAGE_WORKERS', 64).default(1),
    IMAGE_QUEUE_LIMIT: nonNegativeInt('IMAGE_QUEUE_LIMIT', 1000).default(16),
    IMAGE_NICE: nonNegativeInt('IMAGE_NICE', 19).default(10),
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.ADMIN_EMAIL ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL'],
        message: 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
      });
    }
    if (env.HEADERS_TIMEOUT_SECONDS > env.REQUEST_TIMEOUT_SECONDS) {
      ctx.addIssue({
        code: 'custom',
        path: ['HEADERS_TIMEOUT_SECONDS'],
        message: 'HEADERS_TIMEOUT_SECONDS must not exceed REQUEST_TIMEOUT_SECONDS',
      });
    }
    if (env.METRICS_PORT !== undefined && env.METRICS_PORT === env.PORT && env.METRICS_HOST === env.HOST) {
      ctx.addIssue({
        code: 'custom',
        path: ['METRICS_PORT'],
        message: 'METRICS_PORT must differ from PORT: the metrics have a listener of their own',
      });
    }
    // Tiles from a provider without its credit break most providers' terms.
    if (env.MAP_TILE_URL && !env.MAP_TILE_ATTRIBUTION) {
      ctx.addIssue({
        code: 'custom',
        path: ['MAP_TILE_ATTRIBUTION'],
        message: "MAP_TILE_ATTRIBUTION must be set with MAP_TILE_URL (the tile provider's credit)",
      });
    }
  });

/** Which X-Forwarded-* senders are believed: none, the nearest N hops, or these addresses/CIDRs. */
export type TrustProxy = false | number | string[];

export interface AppConfig {
  port: number;
  host: string;
  databaseUrl: string | null;
  databasePoolSize: number;
  dataDir: string;
  seedDemo: boolean;
  /** reset: ADMIN_RESET, put an existing account back to that password and rights (else left alone). */
  admin: { email: string; password: string; reset?: boolean } | null;
  logLevel: (typeof LOG_LEVELS)[number];
  publicUrl: string | null;
  trustedOrigins: string[];
  secureCookies: 'auto' | 'true' | 'false';
  trustProxy: TrustProxy;
  /** Host names the server answers to; null: PUBLIC_URL's host when set, else the listening address and localhost. */
  allowedHosts: string[] | null;
  /** Time to receive a request's headers, and the whole request with its body (slow senders are cut off). */
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  /** After SIGTERM, how long requests in flight may run before the process exits anyway. */
  shutdownGraceMs: number;
  /**
   * The Prometheus metrics' own listener (plugins/metrics.ts), never the public port; null: no
   * metrics (the default). Port 0 (tests only) takes a free port.
   */
  metrics: { host: string; port: number } | null;
  /** Raw page views older than this are summed into daily counts and deleted. */
  pageViewRetentionDays: number;
  /** Claims and enquiries older than this are erased, and suggesters' emails blanked (product.md §14). */
  personalDataRetentionDays: number;
  /** Mail leaves the outbox this long after it was sent (or written, when it never was). */
  outboxRetentionDays: number;
  sessionIdleMs: number;
  sessionMaxMs: number;
  site: SiteConfig;
  /**
   * Compare PDFs: render threads, renders allowed to wait, requests per client per minute,
   * and how much lower the render threads' CPU priority is (a nice increment, Linux).
   */
  comparePdf: { workers: number; queueLimit: number; ratePerMinute: number; nice: number };
  /**
   * How much lower the embedded database thread's CPU priority is than the server's (a nice
   * increment, Linux; decision 012): readers are served from memory, so on a saturated machine their
   * event loop comes first and writes wait.
   */
  databaseThreadNice: number;
  /** Studio-list and compare spreadsheet downloads per client address per minute. */
  exportRatePerMinute: number;
  /**
   * Mail (product.md §14): null SMTP url keeps every message in the outbox table for the admins to
   * read; the sender address of every message.
   */
  mail: { smtpUrl: string | null; from: string };
  /**
   * The public forms (claims, corrections, enquiries): sends per client address and per email an
   * hour each, the least time between fetching a form token and sending, and how long an owner
   * invitation lasts.
   */
  forms: { ratePerHour: number; minFillMs: number; invitationDays: number };
  /**
   * Photos and floor plans (issue 18, decision 019): where the processed files live (files in
   * DATA_DIR/images, the default on the embedded database; database, the default with DATABASE_URL, so
   * every server process serves every image), processing threads, uploads allowed to wait for one,
   * and how much lower the threads' CPU priority is.
   */
  images: { storage: 'files' | 'database'; workers: number; queueLimit: number; nice: number };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Empty strings count as "not set", as in most shells' `VAR= command`. */
function definedOnly(env: NodeJS.ProcessEnv): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(env)) if (value !== undefined && value !== '') out[key] = value;
  return out;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(definedOnly(env));
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL || null,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    dataDir: path.resolve(e.DATA_DIR),
    seedDemo: e.SEED_DEMO,
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD
        ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD, reset: e.ADMIN_RESET }
        : null,
    logLevel: e.LOG_LEVEL,
    publicUrl: e.PUBLIC_URL ? e.PUBLIC_URL.replace(/\/+$/, '') : null,
    trustedOrigins: e.TRUSTED_ORIGINS.split(',')
      .map((o) => o.trim().replace(/\/+$/, ''))
      .filter(Boolean),
    secureCookies: e.SECURE_COOKIES,
    trustProxy: e.TRUST_PROXY,
    allowedHosts: e.ALLOWED_HOSTS && e.ALLOWED_HOSTS.length > 0 ? e.ALLOWED_HOSTS : null,
    headersTimeoutMs: e.HEADERS_TIMEOUT_SECONDS * 1000,
    requestTimeoutMs: e.REQUEST_TIMEOUT_SECONDS * 1000,
    shutdownGraceMs: e.SHUTDOWN_GRACE_SECONDS * 1000,
    metrics: e.METRICS_PORT === undefined ? null : { host: e.METRICS_HOST, port: e.METRICS_PORT },
    pageViewRetentionDays: e.PAGE_VIEW_RETENTION_DAYS,
    personalDataRetentionDays: e.PERSONAL_DATA_RETENTION_DAYS,
    outboxRetentionDays: e.OUTBOX_RETENTION_DAYS,
    sessionIdleMs: e.SESSION_IDLE_MINUTES * 60_000,
    sessionMaxMs: e.SESSION_MAX_HOURS * 3_600_000,
    site: {
      dataProvider: { name: e.DATA_PROVIDER_NAME, url: e.DATA_PROVIDER_URL },
      contactSpecialistUrl: e.CONTACT_SPECIALIST_URL,
      defaultTourCredits: [
        { role: 'scanner', name: e.SCANNER_CREDIT_NAME, url: e.SCANNER_CREDIT_URL },
        { role: 'tourHost', name: e.TOUR_HOST_CREDIT_NAME, url: e.TOUR_HOST_CREDIT_URL },
      ],
      tourEmbedHosts: e.TOUR_EMBED_HOSTS,
      listMaxPages: e.LIST_MAX_PAGES,
      mapTiles: e.MAP_TILE_URL ? { url: e.MAP_TILE_URL, attribution: e.MAP_TILE_ATTRIBUTION ?? '' } : null,
      publicUrl: e.PUBLIC_URL ? e.PUBLIC_URL.replace(/\/+$/, '') : null,
    },
    comparePdf: {
      workers: e.COMPARE_PDF_WORKERS,
      queueLimit: e.COMPARE_PDF_QUEUE_LIMIT,
      ratePerMinute: e.COMPARE_PDF_RATE_LIMIT,
      nice: e.COMPARE_PDF_NICE,
    },
    databaseThreadNice: e.DATABASE_THREAD_NICE,
    exportRatePerMinute: e.EXPORT_RATE_LIMIT,
    mail: { smtpUrl: e.SMTP_URL ?? null, from: e.MAIL_FROM },
    forms: {
      ratePerHour: e.FORM_RATE_LIMIT,
      minFillMs: e.FORM_MIN_FILL_SECONDS * 1000,
      invitationDays: e.INVITATION_DAYS,
    },
    images: {
      storage: e.IMAGE_STORAGE ?? (e.DATABASE_URL ? 'database' : 'files'),
      workers: e.IMAGE_WORKERS,
      queueLimit: e.IMAGE_QUEUE_LIMIT,
      nice: e.IMAGE_NICE,
    },
  };
}
