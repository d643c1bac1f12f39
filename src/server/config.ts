/**
 * Configuration from the environment, checked once at start. Every bad value is reported on its
 * own line, so an operator fixes them all in one go.
 */
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import type { SiteConfig } from '../domain/site-config';

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
    TRUST_PROXY: booleanText('TRUST_PROXY').default(false),
    SESSION_IDLE_MINUTES: positiveInt('SESSION_IDLE_MINUTES', 60 * 24 * 30).default(30),
    SESSION_MAX_HOURS: positiveInt('SESSION_MAX_HOURS', 24 * 365).default(12),
    LIST_MAX_PAGES: positiveInt('LIST_MAX_PAGES', 1000).default(10),
    DATA_PROVIDER_NAME: z.string().trim().min(1).default('VP Atlas Research'),
    DATA_PROVIDER_URL: httpUrl('DATA_PROVIDER_URL').default('https://example.com/vp-atlas'),
    CONTACT_SPECIALIST_URL: httpUrl('CONTACT_SPECIALIST_URL').default(
      'https://www.linkedin.com/in/vp-directory-specialist',
    ),
    SCANNER_CREDIT_NAME: z.string().trim().min(1).default('Scanned by VP Atlas Scanning'),
    SCANNER_CREDIT_URL: httpUrl('SCANNER_CREDIT_URL').default('https://example.com/vp-atlas/scanning'),
    TOUR_HOST_CREDIT_NAME: z.string().trim().min(1).default('Tour hosted by SplatSpace'),
    TOUR_HOST_CREDIT_URL: httpUrl('TOUR_HOST_CREDIT_URL').default('https://example.com/splatspace'),
    COMPARE_PDF_WORKERS: positiveInt('COMPARE_PDF_WORKERS', 64).default(DEFAULT_PDF_WORKERS),
    COMPARE_PDF_QUEUE_LIMIT: nonNegativeInt('COMPARE_PDF_QUEUE_LIMIT', 1000).default(4),
    COMPARE_PDF_RATE_LIMIT: positiveInt('COMPARE_PDF_RATE_LIMIT', 100_000).default(20),
    COMPARE_PDF_NICE: nonNegativeInt('COMPARE_PDF_NICE', 19).default(10),
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.ADMIN_EMAIL ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL'],
        message: 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
      });
    }
  });

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
  trustProxy: boolean;
  sessionIdleMs: number;
  sessionMaxMs: number;
  site: SiteConfig;
  /**
   * Compare PDFs (issue 14): render threads, renders allowed to wait, requests per client per minute,
   * and how much lower the render threads' CPU priority is (a nice increment, Linux).
   */
  comparePdf: { workers: number; queueLimit: number; ratePerMinute: number; nice: number };
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
    sessionIdleMs: e.SESSION_IDLE_MINUTES * 60_000,
    sessionMaxMs: e.SESSION_MAX_HOURS * 3_600_000,
    site: {
      dataProvider: { name: e.DATA_PROVIDER_NAME, url: e.DATA_PROVIDER_URL },
      contactSpecialistUrl: e.CONTACT_SPECIALIST_URL,
      defaultTourCredits: [
        { name: e.SCANNER_CREDIT_NAME, url: e.SCANNER_CREDIT_URL },
        { name: e.TOUR_HOST_CREDIT_NAME, url: e.TOUR_HOST_CREDIT_URL },
      ],
      listMaxPages: e.LIST_MAX_PAGES,
    },
    comparePdf: {
      workers: e.COMPARE_PDF_WORKERS,
      queueLimit: e.COMPARE_PDF_QUEUE_LIMIT,
      ratePerMinute: e.COMPARE_PDF_RATE_LIMIT,
      nice: e.COMPARE_PDF_NICE,
    },
  };
}
