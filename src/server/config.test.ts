import { availableParallelism } from 'node:os';
import { DEFAULT_TOUR_EMBED_HOSTS } from '@domain/tour-embed';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8000,
      host: '127.0.0.1',
      databaseUrl: null,
      seedDemo: true,
      admin: null,
      logLevel: 'info',
      sessionIdleMs: 30 * 60_000,
      sessionMaxMs: 12 * 3_600_000,
    });
    expect(config.dataDir.endsWith('/data')).toBe(true);
  });

  it('reads every setting', () => {
    const config = loadConfig({
      PORT: '9000',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://u@db:5432/vp',
      DATA_DIR: '/tmp/vp-data',
      SEED_DEMO: 'false',
      ADMIN_EMAIL: 'admin@example.com',
      ADMIN_PASSWORD: 'long enough password',
      LOG_LEVEL: 'debug',
      TRUSTED_ORIGINS: 'https://a.example.com/, https://b.example.com',
    });
    expect(config).toMatchObject({
      port: 9000,
      host: '0.0.0.0',
      databaseUrl: 'postgres://u@db:5432/vp',
      dataDir: '/tmp/vp-data',
      seedDemo: false,
      admin: { email: 'admin@example.com', password: 'long enough password' },
      logLevel: 'debug',
      trustedOrigins: ['https://a.example.com', 'https://b.example.com'],
    });
  });

  it('reports every bad value on its own line', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', SEED_DEMO: 'maybe', LOG_LEVEL: 'loud', DATABASE_URL: 'mysql://x' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems;
    expect(problems).toHaveLength(4);
    expect(problems).toEqual(
      expect.arrayContaining([
        'PORT: PORT must be a whole number',
        'SEED_DEMO: SEED_DEMO must be true or false',
        expect.stringMatching(/^LOG_LEVEL: LOG_LEVEL must be one of fatal, error/),
        'DATABASE_URL: DATABASE_URL must start with postgres:// or postgresql://',
      ]),
    );
    expect((error as ConfigError).message.split('\n')).toHaveLength(5);
  });

  it('wants the admin email and password together, and a long password', () => {
    expect(() => loadConfig({ ADMIN_EMAIL: 'a@example.com' })).toThrow(
      /ADMIN_EMAIL and ADMIN_PASSWORD must be set together/,
    );
    expect(() => loadConfig({ ADMIN_EMAIL: 'a@example.com', ADMIN_PASSWORD: 'short' })).toThrow(
      /at least 12 characters/,
    );
  });

  it('resets an existing ADMIN_EMAIL account only when ADMIN_RESET=true says so', () => {
    const admin = { ADMIN_EMAIL: 'a@example.com', ADMIN_PASSWORD: 'long enough password' };
    expect(loadConfig(admin).admin?.reset).toBe(false);
    expect(loadConfig({ ...admin, ADMIN_RESET: 'true' }).admin?.reset).toBe(true);
    expect(() => loadConfig({ ...admin, ADMIN_RESET: 'yes please' })).toThrow(/ADMIN_RESET/);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 8000, databaseUrl: null });
  });

  it('reads TRUST_PROXY as hops or proxy addresses, never as trust-everything', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16,::1,loopback' }).trustProxy).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
      '::1',
      'loopback',
    ]);
    for (const bad of ['everything', '10.0.0.1/33', '11', 'proxy.example']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    }
  });

  it('reads the Host allow-list, the request timeouts and the page-view and personal-data retention', () => {
    expect(loadConfig({})).toMatchObject({
      allowedHosts: null,
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 25_000,
      pageViewRetentionDays: 400,
      personalDataRetentionDays: 365,
    });
    expect(
      loadConfig({
        ALLOWED_HOSTS: 'Studios.Example.com, .example.org,[::1]:8000',
        HEADERS_TIMEOUT_SECONDS: '5',
        REQUEST_TIMEOUT_SECONDS: '60',
        PAGE_VIEW_RETENTION_DAYS: '30',
        PERSONAL_DATA_RETENTION_DAYS: '90',
      }),
    ).toMatchObject({
      allowedHosts: ['studios.example.com', '.example.org', '[::1]:8000'],
      headersTimeoutMs: 5_000,
      requestTimeoutMs: 60_000,
      pageViewRetentionDays: 30,
      personalDataRetentionDays: 90,
    });
    expect(() => loadConfig({ ALLOWED_HOSTS: 'bad host' })).toThrow(/ALLOWED_HOSTS/);
    expect(() => loadConfig({ HEADERS_TIMEOUT_SECONDS: '30', REQUEST_TIMEOUT_SECONDS: '10' })).toThrow(
      /HEADERS_TIMEOUT_SECONDS must not exceed/,
    );
    expect(() => loadConfig({ PAGE_VIEW_RETENTION_DAYS: '0' })).toThrow(/PAGE_VIEW_RETENTION_DAYS/);
  });

  it('reads the metrics listener: off unless METRICS_PORT is set, on 127.0.0.1 unless METRICS_HOST says', () => {
    expect(loadConfig({}).metrics).toBeNull();
    expect(loadConfig({ METRICS_HOST: '0.0.0.0' }).metrics).toBeNull();
    expect(loadConfig({ METRICS_PORT: '9464' }).metrics).toEqual({ host: '127.0.0.1', port: 9464 });
    expect(loadConfig({ METRICS_PORT: '9464', METRICS_HOST: '10.0.0.5' }).metrics).toEqual({
      host: '10.0.0.5',
      port: 9464,
    });
    for (const bad of ['0', '65536', 'nine']) {
      expect(() => loadConfig({ METRICS_PORT: bad }), bad).toThrow(/METRICS_PORT/);
    }
    expect(() => loadConfig({ METRICS_PORT: '8000' })).toThrow(/METRICS_PORT must differ from PORT/);
  });

  it('reads the shutdown grace: 20 seconds unless SHUTDOWN_GRACE_SECONDS says otherwise', () => {
    expect(loadConfig({}).shutdownGraceMs).toBe(20_000);
    expect(loadConfig({ SHUTDOWN_GRACE_SECONDS: '45' }).shutdownGraceMs).toBe(45_000);
    for (const bad of ['0', '-1', 'soon', '3601']) {
      expect(() => loadConfig({ SHUTDOWN_GRACE_SECONDS: bad }), bad).toThrow(/SHUTDOWN_GRACE_SECONDS/);
    }
  });

  it("reads the outbox's own retention: 30 days unless OUTBOX_RETENTION_DAYS says otherwise", () => {
    expect(loadConfig({}).outboxRetentionDays).toBe(30);
    expect(loadConfig({ OUTBOX_RETENTION_DAYS: '7' }).outboxRetentionDays).toBe(7);
    for (const bad of ['0', 'week', '-1', '36501'])
      expect(() => loadConfig({ OUTBOX_RETENTION_DAYS: bad }), bad).toThrow(/OUTBOX_RETENTION_DAYS/);
  });
});

describe('loadConfig: compare PDFs', () => {
  it('defaults to a thread per core but one, a short queue and a per-client limit', () => {
    const { comparePdf } = loadConfig({});
    expect(comparePdf.workers).toBe(Math.max(1, availableParallelism() - 1));
    expect(comparePdf.queueLimit).toBe(4);
    expect(comparePdf.ratePerMinute).toBe(20);
    expect(comparePdf.nice).toBe(10);
  });

  it('reads the settings, a queue limit of 0 included', () => {
    const { comparePdf } = loadConfig({
      COMPARE_PDF_WORKERS: '3',
      COMPARE_PDF_QUEUE_LIMIT: '0',
      COMPARE_PDF_RATE_LIMIT: '5',
      COMPARE_PDF_NICE: '0',
    });
    expect(comparePdf).toEqual({ workers: 3, queueLimit: 0, ratePerMinute: 5, nice: 0 });
  });

  it('refuses bad values, each on its own line', () => {
    let error: unknown;
    try {
      loadConfig({
        COMPARE_PDF_WORKERS: '0',
        COMPARE_PDF_QUEUE_LIMIT: '-1',
        COMPARE_PDF_RATE_LIMIT: 'many',
        COMPARE_PDF_NICE: '20',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems).toEqual([
      'COMPARE_PDF_WORKERS: COMPARE_PDF_WORKERS must be between 1 and 64',
      'COMPARE_PDF_QUEUE_LIMIT: COMPARE_PDF_QUEUE_LIMIT must be a whole number',
      'COMPARE_PDF_RATE_LIMIT: COMPARE_PDF_RATE_LIMIT must be a whole number',
      'COMPARE_PDF_NICE: COMPARE_PDF_NICE must be between 0 and 19',
    ]);
  });
});

describe('loadConfig: the embedded database thread', () => {
  it('runs the database thread 10 steps below the server by default, or as set', () => {
    expect(loadConfig({}).databaseThreadNice).toBe(10);
    expect(loadConfig({ DATABASE_THREAD_NICE: '0' }).databaseThreadNice).toBe(0);
    expect(loadConfig({ DATABASE_THREAD_NICE: '19' }).databaseThreadNice).toBe(19);
  });

  it('refuses a priority outside 0 to 19', () => {
    expect(() => loadConfig({ DATABASE_THREAD_NICE: '20' })).toThrow(
      /DATABASE_THREAD_NICE must be between 0 and 19/,
    );
    expect(() => loadConfig({ DATABASE_THREAD_NICE: '-1' })).toThrow(/DATABASE_THREAD_NICE/);
  });
});

describe('loadConfig: the directory map', () => {
  const tiles = 'https://tiles.example.com/{z}/{x}/{y}.png';

  it('draws the offline country outlines by default', () => {
    expect(loadConfig({}).site.mapTiles).toBeNull();
  });

  it('passes a tile URL template and its credit to the web app', () => {
    const config = loadConfig({ MAP_TILE_URL: tiles, MAP_TILE_ATTRIBUTION: '© Example tiles' });
    expect(config.site.mapTiles).toEqual({ url: tiles, attribution: '© Example tiles' });
    const withSubdomains = 'https://{s}.tiles.example.com/{z}/{x}/{y}{r}.png?key=abc';
    expect(
      loadConfig({ MAP_TILE_URL: withSubdomains, MAP_TILE_ATTRIBUTION: 'Example' }).site.mapTiles?.url,
    ).toBe(withSubdomains);
  });

  it('refuses a template that is not https or lacks a placeholder', () => {
    for (const url of [
      'http://tiles.example.com/{z}/{x}/{y}.png',
      'https://tiles.example.com/{z}/{x}.png',
      'tiles.example.com/{z}/{x}/{y}.png',
      'https://tiles example.com/{z}/{x}/{y}.png',
    ]) {
      expect(() => loadConfig({ MAP_TILE_URL: url, MAP_TILE_ATTRIBUTION: 'Example' }), url).toThrow(
        /MAP_TILE_URL must be an https URL template with \{z\}, \{x\} and \{y\}/,
      );
    }
  });

  it('asks for the tile provider credit with the tiles', () => {
    expect(() => loadConfig({ MAP_TILE_URL: tiles })).toThrow(/MAP_TILE_ATTRIBUTION must be set/);
  });
});

describe('loadConfig: the default tour credits', () => {
  it('names who scanned and who hosts, the role being the web app’s words', () => {
    expect(loadConfig({}).site.defaultTourCredits).toEqual([
      { role: 'scanner', name: 'VP Atlas Scanning', url: 'https://example.com/vp-atlas/scanning' },
      { role: 'tourHost', name: 'SplatSpace', url: 'https://example.com/splatspace' },
    ]);
  });

  it('reads a setting that spells the English role out as the name after it', () => {
    const credits = loadConfig({
      SCANNER_CREDIT_NAME: 'Scanned by Lidar Crew',
      TOUR_HOST_CREDIT_NAME: 'tour hosted by  Splat Host ',
    }).site.defaultTourCredits;
    expect(credits.map((c) => c.name)).toEqual(['Lidar Crew', 'Splat Host']);
    expect(loadConfig({ SCANNER_CREDIT_NAME: 'Scanned by' }).site.defaultTourCredits[0]?.name).toBe(
      'Scanned by',
    );
  });
});

describe('loadConfig: TOUR_EMBED_HOSTS', () => {
  it('frames the known tour viewers by default, a list of hosts when given, none with none', () => {
    expect(loadConfig({}).site.tourEmbedHosts).toEqual([...DEFAULT_TOUR_EMBED_HOSTS]);
    expect(
      loadConfig({ TOUR_EMBED_HOSTS: 'Tours.Example.com, .matterport.com' }).site.tourEmbedHosts,
    ).toEqual(['tours.example.com', '.matterport.com']);
    expect(loadConfig({ TOUR_EMBED_HOSTS: 'none' }).site.tourEmbedHosts).toEqual([]);
    for (const bad of ['https://tours.example.com', 'tours.example.com/x', 'localhost', '*.example.com'])
      expect(() => loadConfig({ TOUR_EMBED_HOSTS: bad }), bad).toThrow(/TOUR_EMBED_HOSTS/);
  });
});
