/**
 * Builds the Fastify app: plugins first, then routes. main.ts starts it; tests call buildApp()
 * directly and talk to it through app.inject().
 */
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { destination } from 'pino';
import type { AppConfig } from './config';
import type { Database } from './db/database';
import { answerClientError } from './lib/http/client-error';
import { errorBody } from './lib/http/http-error';
import { requestLogFields } from './lib/http/log-redaction';
import { type TrustFunction, trustProxyFunction } from './lib/http/trust-proxy';
import allowedHostsPlugin from './plugins/allowed-hosts';
import calendarFeedsPlugin from './plugins/calendar-feeds';
import comparePdfPlugin from './plugins/compare-pdf';
import csrfPlugin from './plugins/csrf';
import databasePlugin from './plugins/database';
import errorHandlerPlugin from './plugins/error-handler';
import followedSearchesPlugin from './plugins/followed-searches';
import gazetteerPlugin from './plugins/gazetteer';
import healthPlugin from './plugins/health';
import imagesPlugin from './plugins/images';
import mailPlugin from './plugins/mail';
import metricsPlugin from './plugins/metrics';
import openapiPlugin from './plugins/openapi';
import pageViewRollupPlugin from './plugins/page-view-rollup';
import personalDataRetentionPlugin from './plugins/personal-data-retention';
import publicFormsPlugin from './plugins/public-forms';
import securityHeadersPlugin, {
  CONTENT_SECURITY_POLICY,
  FIXED_SECURITY_HEADERS,
  setSecurityHeaders,
} from './plugins/security-headers';
import sessionPlugin from './plugins/session';
import spreadsheetExportsPlugin from './plugins/spreadsheet-exports';
import spreadsheetReadingPlugin from './plugins/spreadsheet-reading';
import storableTextPlugin from './plugins/storable-text';
import studioPageMetaPlugin from './plugins/studio-page-meta';
import studioSelectionPlugin from './plugins/studio-selection';
import subscriptionPagesPlugin from './plugins/subscription-pages';
import viewerPlugin from './plugins/viewer';
import webAppPlugin from './plugins/web-app';
import apiRoutes from './routes/api/index';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
  }
}

export interface BuildOptions {
  config: AppConfig;
  database: Database;
  /** Close the database with the app (default true). */
  closeDatabase?: boolean;
  /** false: no log; otherwise options over the default logger (a test's own stream), secrets redacted. */
  logger?: false | Exclude<FastifyServerOptions['logger'], boolean | undefined>;
  /** Folder of the built web app (default dist/web). */
  webDistFolder?: string;
}

/** Largest request body accepted (an import file of 5 MB, with room for its JSON envelope). */
export const BODY_LIMIT_BYTES = 5 * 1024 * 1024 + 64 * 1024;

/**
 * A malformed URL or an over-long path parameter (an id of hundreds of characters) answered like any
 * other error (a JSON detail, the security headers), not with Fastify's bare default (414 and 400
 * bodies of its own, without the headers). Fastify hands these over with a request object that does
 * not apply trustProxy, so X-Forwarded-Proto is read here as Fastify would (its last entry).
 */
function answerFrameworkError(trustProxy: TrustFunction | false) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    const peer = request.raw.socket?.remoteAddress;
    const trusted = trustProxy !== false && peer !== undefined && trustProxy(peer, 0);
    const forwarded = trusted ? request.headers['x-forwarded-proto'] : undefined;
    const proto =
      typeof forwarded === 'string' ? (forwarded.split(',').pop() ?? '').trim() : request.protocol;
    setSecurityHeaders(request, reply, proto === 'https');
    if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') void reply.status(404).send(errorBody(404, 'Not found.'));
    else void reply.status(400).send(errorBody(400, 'Malformed URL.', { code: 'malformed_url' }));
  };
}

export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const trustProxy = trustProxyFunction(options.config.trustProxy);
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: options.config.logLevel,
            // Written asynchronously: a synchronous write per line was a system call per line on the
            // event loop, two for every request (about 0.3 ms each under load here). Lines written while a
            // write is in flight go out together; pino flushes what is left when the process exits.
            stream: destination({ dest: 1, sync: false }),
            ...(typeof options.logger === 'object' ? options.logger : {}),
            // Secrets in query strings (an invitation's token) never reach the log.
            serializers: { req: requestLogFields },
          },
    trustProxy,
    // A request's headers, then the whole request with its body, within these times: a client
    // trickling bytes cannot hold a connection (and a body parser) open. Node checks every second.
    requestTimeout: options.config.requestTimeoutMs,
    http: { headersTimeout: options.config.headersTimeoutMs, connectionsCheckingInterval: 1000 },
    bodyLimit: BODY_LIMIT_BYTES,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    frameworkErrors: answerFrameworkError(trustProxy),
    // What Node's parser refuses (431, 408, 400) with the security headers too.
    clientErrorHandler: answerClientError({
      'Content-Security-Policy': CONTENT_SECURITY_POLICY,
      ...FIXED_SECURITY_HEADERS,
    }),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', options.config);

  await app.register(errorHandlerPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(allowedHostsPlugin);
  await app.register(databasePlugin, { database: options.database, closeOnShutdown: options.closeDatabase });
  await app.register(healthPlugin);
  await app.register(metricsPlugin);
  await app.register(fastifyCookie);
  await app.register(viewerPlugin);
  await app.register(csrfPlugin);
  await app.register(sessionPlugin);
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(openapiPlugin);
  await app.register(storableTextPlugin);
  await app.register(comparePdfPlugin);
  await app.register(imagesPlugin);
  await app.register(spreadsheetExportsPlugin);
  await app.register(spreadsheetReadingPlugin);
  await app.register(pageViewRollupPlugin);
  await app.register(calendarFeedsPlugin);
  await app.register(personalDataRetentionPlugin);
  await app.register(gazetteerPlugin);
  await app.register(studioSelectionPlugin);
  await app.register(mailPlugin);
  await app.register(publicFormsPlugin);
  await app.register(followedSearchesPlugin);

  await app.register(apiRoutes, { prefix: '/api' });
  await app.register(subscriptionPagesPlugin);
  await app.register(webAppPlugin, { distFolder: options.webDistFolder });
  await app.register(studioPageMetaPlugin); // after web-app: it wraps the webPageMeta resolver

  return app;
}
