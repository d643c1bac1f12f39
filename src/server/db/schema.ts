/**
 * The database schema, the one source of the SQL migrations (drizzle-kit generate) and of the
 * query types. PostgreSQL dialect: the same on PGlite and on a PostgreSQL server.
 */

import type { DayRates } from '@domain/schemas/day-rate-schemas';
import type { Link } from '@domain/schemas/studio-schemas';
import type { StoredCalendar } from '@domain/studio-calendar';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  json,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * One photo or floor plan of a studio as stored in studios.images (issue 18, decision 019): its
 * processed files live in the image storage under `<hash>/<width>.<ext>`, every width of `widths` in
 * AVIF, WebP and JPEG. The list's order is the images' order; at most one has `cover`.
 */
export interface StoredImage {
  id: string;
  /** Content address of the processed files (sha-256 of the original and the processing version). */
  hash: string;
  kind: 'photo' | 'floor_plan';
  caption: string | null;
  credit: string | null;
  /** Of the original after its orientation was applied. */
  width: number;
  height: number;
  /** The widths produced, smallest first (never wider than the original). */
  widths: number[];
  placeholder: string;
  cover: boolean;
  /** The uploaded file's bytes and format, for the operator. */
  bytes: number;
  format: string;
  created_at: string;
}

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const adminUsers = pgTable(
  'admin_users',
  {
    id: serial('id').primaryKey(),
    /** Stored lower-cased and trimmed. */
    email: text('email').notNull(),
    username: text('username').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    isStaff: boolean('is_staff').notNull().default(true),
    isSuperuser: boolean('is_superuser').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    /**
     * admin, or owner: a studio owner's account (product.md §14), bound to its studios through
     * studio_owners, never staff.
     */
    role: text('role').notNull().default('admin'),
    /** The language mail to this account is written in (en, ru). */
    locale: text('locale').notNull().default('en'),
    lastLogin: timestamp('last_login', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('admin_users_email_key').on(t.email),
    check('admin_users_role_check', sql`${t.role} in ('admin', 'owner')`),
  ],
);

export const studios = pgTable(
  'studios',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    city: text('city').notNull().default(''),
    country: text('country').notNull().default(''),
    status: text('status').notNull().default('draft'),
    websiteUrl: text('website_url'),
    description: text('description').notNull().default(''),
    shortDescription: text('short_description').notNull().default(''),
    stageCount: integer('stage_count'),
    totalArea: doublePrecision('total_area'),
    /** ISO 3166-1 alpha-2 (product.md §11); the country text stays as it was typed. */
    countryCode: text('country_code'),
    /** WGS84 degrees; both or neither (checked below). */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    showreelVideoUrl: text('showreel_video_url'),
    interactiveTourUrl: text('interactive_tour_url'),
    tourCredits: jsonb('tour_credits').$type<Link[]>().notNull().default([]),
    /** Attributes that are not catalog parameters: pipeline tools, teams, legacy keys. Edited in place. */
    attributes: jsonb('attributes').$type<Record<string, unknown>>().notNull().default({}),
    /**
     * attributes merged with the current parameter values (parameters win). Derived: only
     * refreshDetailedAttributes() in the studio-writes repository writes it, in the same
     * transaction as the change, so the list, filters and detail page always agree.
     */
    detailedAttributes: jsonb('detailed_attributes').$type<Record<string, unknown>>().notNull().default({}),
    /** Bumped by every write to the studio or its parameters; the studio's ETag. */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    createdBy: integer('created_by').references(() => adminUsers.id),
    archivedAt: timestamp('archived_at', { withTimezone: true, mode: 'date' }),
    archivedBy: integer('archived_by').references(() => adminUsers.id),
    /** True while the studio has an owner (an approved claim; studio_owners). product.md §14. */
    hasOwner: boolean('has_owner').notNull().default(false),
    /**
     * The studio's photos and floor plans, in order (issue 18, decision 019): kept on the row, like
     * tour_credits, so the studio store and every presenter have them with the studio.
     */
    images: jsonb('images').$type<StoredImage[]>().notNull().default([]),
    /** Structured day rates beside BUSINESS_PRICING (product.md §18); null when not given. */
    dayRates: jsonb('day_rates').$type<DayRates>(),
    /**
     * The studio's calendar (issue 38, product.md §19): its ranges, feed and when it was last current.
     * Kept on the row, like images, so the studio store, the list's filter and the presenters have it
     * with the studio; null: no calendar.
     */
    calendar: jsonb('calendar').$type<StoredCalendar>(),
    /**
     * The studio this one was merged into (product.md §20, issue 39): set with its archiving by a merge,
     * cleared by the merge's undo. Its page and API address then answer 301 to that studio.
     */
    mergedInto: integer('merged_into').references((): AnyPgColumn => studios.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('studios_status_check', sql`${t.status} in ('draft', 'published', 'archived', 'pending_review')`),
    check('studios_country_code_check', sql`${t.countryCode} ~ '^[A-Z]{2}$'`),
    check(
      'studios_coordinates_check',
      sql`(${t.latitude} is null) = (${t.longitude} is null)
          and ${t.latitude} between -90 and 90 and ${t.longitude} between -180 and 180`,
    ),
    index('studios_status_idx').on(t.status),
  ],
);

export const studioParameters = pgTable(
  'studio_parameters',
  {
    id: serial('id').primaryKey(),
    studioId: integer('studio_id')
      .notNull()
      .references(() => studios.id, { onDelete: 'cascade' }),
    parameterKey: text('parameter_key').notNull(),
    parameterValue: text('parameter_value').notNull(),
    /** Overrides the catalog's display name when set (import object form). */
    displayName: text('display_name'),
    version: integer('version').notNull().default(1),
    isCurrent: boolean('is_current').notNull().default(true),
    /** Explicit reference numbers; null means "parse them from the value". */
    sourceReferences: jsonb('source_references').$type<number[] | null>(),
    importId: integer('import_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    createdBy: integer('created_by').references(() => adminUsers.id),
  },
  (t) => [
    uniqueIndex('studio_parameters_current_key').on(t.studioId, t.parameterKey).where(sql`${t.isCurrent}`),
    uniqueIndex('studio_parameters_version_key').on(t.studioId, t.parameterKey, t.version),
  ],
);

export const studioSources = pgTable(
  'studio_sources',
  {
    studioId: integer('studio_id')
      .notNull()
      .references(() => studios.id, { onDelete: 'cascade' }),
    refIndex: integer('ref_index').notNull(),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.studioId, t.refIndex] })],
);

export const parameterImports = pgTable(
  'parameter_imports',
  {
    id: serial('id').primaryKey(),
    studioId: integer('studio_id')
      .notNull()
      .references(() => studios.id, { onDelete: 'cascade' }),
    adminId: integer('admin_id').references(() => adminUsers.id),
    fileName: text('file_name').notNull().default(''),
    resolution: text('resolution').notNull(),
    summary: jsonb('summary').$type<Record<string, number>>().notNull(),
    results: jsonb('results').$type<Record<string, unknown>>().notNull(),
    /**
     * What the import did to each parameter, so that it can be undone. `json`, not `jsonb`: it is
     * written once and read whole, and a 5,000-parameter import's effects (about 850 KB) take half
     * the time to store as text.
     */
    effects: json('effects').$type<unknown[]>().notNull().default([]),
    createdAt: createdAt(),
    undoneAt: timestamp('undone_at', { withTimezone: true, mode: 'date' }),
    undoneBy: integer('undone_by').references(() => adminUsers.id),
  },
  (t) => [index('parameter_imports_studio_idx').on(t.studioId, t.createdAt)],
);

export const changeLog = pgTable(
  'change_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    createdAt: createdAt(),
    // No foreign keys (decision 012): the log outlives what it records, and its rows are written
    // only by write paths that have just read or locked the studio and the account they name.
    adminId: integer('admin_id'),
    studioId: integer('studio_id'),
    /** What kind of write: edit, status, archive, create, import, undo, seed, correction, verify, ... */
    action: text('action').notNull(),
    field: text('field').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    importId: integer('import_id'),
    /** The studio import (studio_imports) that made the change; import_id is the parameter import's. */
    studioImportId: integer('studio_import_id'),
  },
  (t) => [
    index('change_log_studio_idx').on(t.studioId, t.id),
    // Only the rows a studio import wrote: every other row (a 5,000-parameter import writes 5,000)
    // would add a NULL entry that nothing looks up (decision 012).
    index('change_log_studio_import_idx').on(t.studioImportId).where(sql`${t.studioImportId} IS NOT NULL`),
    // The entries by which a person verified a value (studio-reads.ts lastVerifiedAt, product.md §14):
    // a studio that only imports ever wrote is not walked entry by entry on every full load.
    index('change_log_verified_idx')
      .on(t.studioId, t.id)
      .where(
        sql`${t.action} IN ('edit', 'verify', 'correction') OR (${t.action} = 'create' AND ${t.studioImportId} IS NULL)`,
      ),
  ],
);

/** Imports of studios from a spreadsheet (product.md §13): what each did, so that it can be undone. */
export const studioImports = pgTable(
  'studio_imports',
  {
    id: serial('id').primaryKey(),
    adminId: integer('admin_id').references(() => adminUsers.id),
    fileName: text('file_name').notNull().default(''),
    /** SHA-256 of the file's bytes. */
    fileHash: text('file_hash').notNull(),
    resolution: text('resolution').notNull(),
    summary: jsonb('summary').$type<Record<string, number>>().notNull(),
    results: jsonb('results').$type<Record<string, unknown>>().notNull(),
    /** What the import did to each studio field and parameter (repositories/studio-import-effects.ts). */
    effects: jsonb('effects').$type<unknown[]>().notNull().default([]),
    createdAt: createdAt(),
    undoneAt: timestamp('undone_at', { withTimezone: true, mode: 'date' }),
    undoneBy: integer('undone_by').references(() => adminUsers.id),
  },
  (t) => [index('studio_imports_created_idx').on(t.createdAt)],
);

/**
 * The choices made in studio imports, proposed again when the same cells come back (product.md §13):
 * per row key ('id:12', 'new:<name|city|country>') and column ('' for the row itself: excluded).
 */
export const studioImportDecisions = pgTable(
  'studio_import_decisions',
  {
    rowKey: text('row_key').notNull(),
    column: text('column').notNull(),
    /** overwrite, skip, version, or exclude (the row). */
    choice: text('choice').notNull(),
    adminId: integer('admin_id').references(() => adminUsers.id),
    importId: integer('import_id').references(() => studioImports.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.rowKey, t.column] })],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the session id; the id itself is only ever in the cookie. */
    idHash: text('id_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    createdAt: createdAt(),
    email: text('email').notNull(),
    /** Keyed hash of the client address: enough to count, not to identify. */
    clientKey: text('client_key').notNull(),
    success: boolean('success').notNull(),
  },
  (t) => [
    index('login_attempts_email_idx').on(t.email, t.createdAt),
    index('login_attempts_client_idx').on(t.clientKey, t.createdAt),
  ],
);

export const pageViews = pgTable(
  'page_views',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    createdAt: createdAt(),
    path: text('path').notNull(),
    referrer: text('referrer'),
  },
  (t) => [index('page_views_created_idx').on(t.createdAt)],
);

/**
 * Page views older than PAGE_VIEW_RETENTION_DAYS, summed per UTC day and path; the raw rows are
 * deleted in the same statement (repositories/page-views.ts rollUpPageViews).
 */
export const pageViewDaily = pgTable(
  'page_view_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    path: text('path').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.path] })],
);

/**
 * Fixed-window request counters per client, shared by every server process on one database. The
 * client is a keyed hash of its address (as in login_attempts), never the address itself.
 */
export const clientRateCounters = pgTable('client_rate_counters', {
  /** "<purpose>:<client key>". */
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true, mode: 'date' }).notNull(),
  count: integer('count').notNull(),
});

/**
 * Public-form tokens already used (issue 35): a token works once. Its nonce is kept until the token
 * would have expired anyway (a day), then the daily housekeeping drops it.
 */
export const formTokenUses = pgTable(
  'form_token_uses',
  {
    nonce: text('nonce').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('form_token_uses_expires_idx').on(t.expiresAt)],
);

/** The app_state row that holds the data version (db/data-version.ts). */
export const DATA_VERSION_KEY = 'data_version';

/** Small counters shared by every server process, such as the data version behind the list cache. */
export const appState = pgTable('app_state', {
  key: text('key').primaryKey(),
  value: bigint('value', { mode: 'number' }).notNull(),
});

/**
 * One-time data migrations run at start after the SQL migrations (startup/data-migrations.ts): each
 * is recorded here when done, so it runs once per database, whatever the number of processes.
 */
export const dataMigrations = pgTable('data_migrations', {
  name: text('name').primaryKey(),
  appliedAt: timestamp('applied_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  /** What it did (counts), for the operator. */
  summary: jsonb('summary').$type<Record<string, unknown>>().notNull().default({}),
});

/**
 * Per-install secrets generated on first use, such as the HMAC key that turns a client address into
 * the login_attempts client key. Never leave the database.
 */
export const installSecrets = pgTable('install_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/** Owner accounts and the studios they own (product.md §14): one studio may have several owners. */
export const studioOwners = pgTable(
  'studio_owners',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    studioId: integer('studio_id')
      .notNull()
      .references(() => studios.id, { onDelete: 'cascade' }),
    claimId: integer('claim_id'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.studioId] }), index('studio_owners_studio_idx').on(t.studioId)],
);

/** Claims of a listing by its owner (product.md §14). Everything a visitor sends is stored as text. */
export const ownerClaims = pgTable(
  'owner_claims',
  {
    id: serial('id').primaryKey(),
    studioId: integer('studio_id')
      .notNull()
      .references(() => studios.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Stored lower-cased and trimmed. */
    email: text('email').notNull(),
    role: text('role').notNull(),
    phone: text('phone').notNull().default(''),
    evidenceUrl: text('evidence_url').notNull(),
    message: text('message').notNull().default(''),
    locale: text('locale').notNull().default('en'),
    /** pending, approved or rejected. */
    status: text('status').notNull().default('pending'),
    reason: text('reason').notNull().default(''),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
    decidedBy: integer('decided_by').references(() => adminUsers.id, { onDelete: 'set null' }),
    /** The owner account approval created or bound. */
    userId: integer('user_id').references(() => adminUsers.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('owner_claims_status_check', sql`${t.status} in ('pending', 'approved', 'rejected')`),
    index('owner_claims_status_idx').on(t.status, t.id),
  ],
);

/** Single-use invitations of an owner account: the token's SHA-256 only, valid until expires_at. */
export const ownerInvitations = pgTable(
  'owner_invitations',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('owner_invitations_token_key').on(t.tokenHash)],
);

/**
 * Outgoing mail (product.md §14): every message is written here; with SMTP_URL it is sent and
 * sent_at set, without it the admins read it in the app. A message that carries a visitor's personal
 * data names its source (about_kind, about_id), so that erasing the claim, enquiry or correction
 * erases the message too (issue 35); every message leaves after OUTBOX_RETENTION_DAYS.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    createdAt: createdAt(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    locale: text('locale').notNull().default('en'),
    /** What the message is: claim_received, owner_invitation, claim_rejected, correction_*, enquiry*. */
    kind: text('kind').notNull(),
    studioId: integer('studio_id'),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    error: text('error'),
    /** Whose personal data the message carries: claim, enquiry or correction (null: nobody's). */
    aboutKind: text('about_kind'),
    aboutId: integer('about_id'),
    /** Extra mail headers (a followed search's List-Unsubscribe and List-Unsubscribe-Post). */
    headers: jsonb('headers').$type<Record<string, string>>(),
  },
  (t) => [
    index('outbox_about_idx').on(t.aboutKind, t.aboutId).where(sql`${t.aboutKind} IS NOT NULL`),
    index('outbox_created_idx').on(t.createdAt),
  ],
);

/** Corrections suggested by visitors (product.md §14): nothing changes until one is approved. */
export const corrections = pgTable(
  'corrections',
  {
    id: serial('id').primaryKey(),
    studioId: integer('studio_id')
      .notNull()
      .references(() => studios.id, { onDelete: 'cascade' }),
    field: text('field').notNull(),
    proposedValue: text('proposed_value').notNull(),
    sourceUrl: text('source_url').notNull().default(''),
    note: text('note').notNull().default(''),
    email: text('email').notNull().default(''),
    locale: text('locale').notNull().default('en'),
    status: text('status').notNull().default('pending'),
    reason: text('reason').notNull().default(''),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
    decidedBy: integer('decided_by').references(() => adminUsers.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('corrections_status_check', sql`${t.status} in ('pending', 'approved', 'rejected')`),
    index('corrections_studio_idx').on(t.studioId, t.status),
  ],
);

/** Enquiries from visitors to a studio (product.md §14), read by its owners or, without one, the admins. */
export const enquiries = pgTable(
  'enquiries',
  {
    id: serial('id').primaryKey(),
    studioId: integer('studio_id')
      .notNull()
      .references(() => studios.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    company: text('company').notNull().default(''),
    productionType: text('production_type').notNull().default(''),
    dateFrom: text('date_from').notNull().default(''),
    dateTo: text('date_to').notNull().default(''),
    message: text('message').notNull(),
    locale: text('locale').notNull().default('en'),
    createdAt: createdAt(),
    /**
     * A request to several studios (product.md §14): its copies share request_id (the first copy's id);
     * the days and crew it asked for. All null (crew empty) on a single enquiry.
     */
    requestId: integer('request_id'),
    prepDays: integer('prep_days'),
    shootDays: integer('shoot_days'),
    strikeDays: integer('strike_days'),
    crew: jsonb('crew').$type<string[]>().notNull().default([]),
  },
  (t) => [
    index('enquiries_studio_idx').on(t.studioId, t.id),
    index('enquiries_request_idx').on(t.requestId).where(sql`${t.requestId} IS NOT NULL`),
  ],
);

/**
 * The exchange-rate table (product.md §18): units of each currency per 1 EUR, all from one date,
 * replaced whole by an admin (by hand or from a file) through the write path.
 */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    currency: text('currency').primaryKey(),
    perEur: doublePrecision('per_eur').notNull(),
    ratesOf: date('rates_of', { mode: 'string' }).notNull(),
    updatedAt: updatedAt(),
    updatedBy: integer('updated_by'),
  },
  (t) => [
    check('exchange_rates_currency_check', sql`${t.currency} ~ '^[A-Z]{3}$' and ${t.currency} <> 'EUR'`),
    check('exchange_rates_per_eur_check', sql`${t.perEur} > 0`),
  ],
);

/**
 * Pairs of studios an admin said are not duplicates (product.md §20): the finder proposes them no
 * more. The lower id first; who said it and when (the change log records it too).
 */
export const duplicateDismissals = pgTable(
  'duplicate_dismissals',
  {
    studioA: integer('studio_a')
      .notNull()
      .references(() => studios.id, { onDelete: 'cascade' }),
    studioB: integer('studio_b')
      .notNull()
      .references(() => studios.id, { onDelete: 'cascade' }),
    adminId: integer('admin_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.studioA, t.studioB] }),
    check('duplicate_dismissals_order_check', sql`${t.studioA} < ${t.studioB}`),
  ],
);

/**
 * Merges of duplicate studios (product.md §20, issue 39): who merged which studio into which, what both
 * were before (to undo it), which rows moved, and both studios' versions right after, so an undo is
 * allowed only while neither changed since. The change log has the merge as one entry too.
 */
export const studioMerges = pgTable(
  'studio_merges',
  {
    id: serial('id').primaryKey(),
    survivorId: integer('survivor_id')
      .notNull()
      .references(() => studios.id, { onDelete: 'cascade' }),
    mergedId: integer('merged_id')
      .notNull()
      .references(() => studios.id, { onDelete: 'cascade' }),
    adminId: integer('admin_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** Both studios' columns before the merge (services/studio-merge.ts MergeSnapshot). */
    before: jsonb('before').$type<Record<string, unknown>>().notNull(),
    /** What moved: parameter rows, sources, owners, claims, corrections, enquiries (MergeMoves). */
    moved: jsonb('moved').$type<Record<string, unknown>>().notNull(),
    survivorVersion: integer('survivor_version').notNull(),
    mergedVersion: integer('merged_version').notNull(),
    undoneAt: timestamp('undone_at', { withTimezone: true, mode: 'date' }),
    undoneBy: integer('undone_by').references(() => adminUsers.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('studio_merges_created_idx').on(t.createdAt),
    index('studio_merges_merged_idx').on(t.mergedId),
  ],
);

export const schema = {
  adminUsers,
  studios,
  studioParameters,
  studioSources,
  parameterImports,
  changeLog,
  studioImports,
  studioImportDecisions,
  sessions,
  loginAttempts,
  pageViews,
  pageViewDaily,
  clientRateCounters,
  formTokenUses,
  appState,
  dataMigrations,
  installSecrets,
  studioOwners,
  ownerClaims,
  ownerInvitations,
  outbox,
  corrections,
  enquiries,
  exchangeRates,
  duplicateDismissals,
  studioMerges,
};

/**
 * Processed image files when IMAGE_STORAGE=database (decision 019): every server process on the same
 * PostgreSQL serves every image, and the database's backup holds them. Keyed `<hash>/<width>.<ext>`.
 */
export const imageFiles = pgTable('image_files', {
  key: text('key').primaryKey(),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: createdAt(),
});

/**
 * Followed searches' email alerts (product.md §17): a visitor's address, the list query they follow
 * (normalised: followed-search.ts), how often, and how far the change log was mailed. Personal data:
 * listed and deleted by admins only, erased on unsubscribe and by the retention rule.
 */
export const searchSubscriptions = pgTable(
  'search_subscriptions',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    /** The normalised list query ("country=DE&gs3=yes"); identical searches share one evaluation. */
    queryKey: text('query_key').notNull(),
    frequency: text('frequency').notNull(),
    locale: text('locale').notNull().default('en'),
    /** The origin the links in its mail name when PUBLIC_URL is not set (where it was subscribed). */
    origin: text('origin').notNull(),
    /** SHA-256 of the single-use confirmation token; null once confirmed. */
    confirmTokenHash: text('confirm_token_hash'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true, mode: 'date' }),
    /** The last change_log id its digests covered: a change above it is news for this subscription. */
    lastSentThrough: bigint('last_sent_through', { mode: 'number' }).notNull().default(0),
    /** When its next digest is due (confirmed subscriptions only). */
    nextDigestAt: timestamp('next_digest_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('search_subscriptions_email_query_idx').on(sql`lower(${t.email})`, t.queryKey),
    index('search_subscriptions_due_idx').on(t.nextDigestAt).where(sql`${t.confirmedAt} IS NOT NULL`),
  ],
);

/** Jobs that run in one process of a fleet at a time: whoever holds the lease until it expires. */
export const jobLeases = pgTable('job_leases', {
  name: text('name').primaryKey(),
  holder: text('holder').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
});
