import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify from 'fastify';
import { Redis } from 'ioredis';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { jsonSchemaTransform, serializerCompiler } from 'fastify-type-provider-zod';
import { sql } from 'kysely';

import type { AppContext } from './app-context';
import { createClusterBus, makeNodeId } from './cluster/cluster-bus';
import type { ClusterBus } from './cluster/cluster-bus';
import type { DatabaseHandle } from './db/database';
import { AppError } from './http/app-error';
import { registerDemoVendors } from './demo/demo-vendors.routes';
import { createOutboxSender, createSmtpSender } from './modules/messaging/message-sender';
import { errorHandlingOptions, installErrorHandler, sendFailure } from './http/error-handler';
import { installRouteSessions, SESSION_SECURITY_SCHEMES } from './http/route-sessions';
import { installSecurityHeaders } from './http/security-headers';
import { validatorCompiler } from './http/validation';
import { registerAccountsRoutes } from './modules/accounts/accounts.routes';
import { registerSecurityRoutes } from './modules/accounts/security.routes';
import { registerWebAppRoutes } from './modules/web-app/web-app.routes';
import { registerAgentsOperatorRoutes } from './modules/agents/agents-operator.routes';
import { registerAgentsRoutes } from './modules/agents/agents.routes';
import { registerAgentContractsOperatorRoutes } from './modules/agent-contracts/agent-contracts-operator.routes';
import { registerAgentContractsRoutes } from './modules/agent-contracts/agent-contracts.routes';
import { registerPasswordRoutes } from './modules/accounts/password.routes';
import { registerRegistrationRoutes } from './modules/accounts/registration.routes';
import { registerSecondFactorRoutes } from './modules/accounts/second-factor.routes';
import { registerSocialSignInRoutes } from './modules/accounts/social-sign-in.routes';
import { registerBetsRoutes } from './modules/bets/bets.routes';
import { registerChallengeRoutes } from './modules/challenge/challenge.routes';
import { registerContentOperatorRoutes } from './modules/content/content-operator.routes';
import { registerContentRoutes } from './modules/content/content.routes';
import { registerMemberAdminRoutes } from './modules/member-admin/member-admin.routes';
import { registerReportsRoutes } from './modules/reports/reports.routes';
import { getDeploymentSettings } from './modules/deployment/deployment.service';
import { registerGamesOperatorRoutes } from './modules/games/games-operator.routes';
import { registerGamesRoutes } from './modules/games/games.routes';
import { registerInboxRoutes } from './modules/inbox/inbox.routes';
import { registerFeedbackRoutes } from './modules/feedback/feedback.routes';
import { registerChatRoomRoutes } from './modules/chat-room/chat-room.routes';
import { registerLiveChatRoutes } from './modules/live-chat/live-chat.routes';
import { registerInHouseGameRoutes } from './modules/in-house-games/in-house-games.routes';
import { registerJackpotRoutes } from './modules/jackpot/jackpot.routes';
import { registerLiveEventsRoutes } from './modules/live-events/live-events.routes';
import { registerLaunchRoutes } from './modules/launch/launch.routes';
import { registerOperatorAccountRoutes } from './modules/operator/operator-accounts.routes';
import { registerLotteryOperatorRoutes } from './modules/lottery/lottery-operator.routes';
import { registerLotteryRoutes } from './modules/lottery/lottery.routes';
import { registerOperatorRoutes } from './modules/operator/operator.routes';
import { registerPaymentsOperatorRoutes } from './modules/payments/payments-operator.routes';
import { registerPaymentsRoutes } from './modules/payments/payments.routes';
import { registerMissionsRoutes } from './modules/missions/missions.routes';
import { registerPointsRoutes } from './modules/points/points.routes';
import { registerRaffleRoutes } from './modules/raffle/raffle.routes';
import { registerReferralRoutes } from './modules/referral/referral.routes';
import { registerPromotionsRoutes } from './modules/promotions/promotions.routes';
import { registerRebateRoutes } from './modules/rebate/rebate.routes';
import { registerVipRoutes } from './modules/vip/vip.routes';
import { registerResponsibleGamblingRoutes } from './modules/responsible-gambling/responsible-gambling.routes';
import { registerRecordsRoutes } from './modules/records/records.routes';
import { registerSportsRoutes } from './modules/sports-feed/sports.routes';
import { registerSiteSettingsRoutes } from './modules/site-settings/site-settings.routes';
import { registerSystemRoutes } from './modules/system/system.routes';
import { getAccessRefusal } from './modules/system/system.service';
import { registerTransferWalletRoutes } from './modules/transfer-wallet/transfer-wallet.routes';
import { registerVendorWalletRoutes } from './modules/vendor-wallet/vendor-wallet.routes';
import { VendorDirectory } from './modules/vendors/vendor-directory';
import { registerVendorIntegrationRoutes } from './modules/vendors/vendor-integrations.routes';
import { registerWalletRoutes } from './modules/wallet/wallet.routes';
import { registerBoundAccountRoutes } from './modules/withdrawals/bound-accounts.routes';
import { registerPaymentPasswordRoutes } from './modules/withdrawals/payment-password.routes';
import { registerWithdrawalRoutes } from './modules/withdrawals/withdrawals.routes';

export interface BuildAppOptions {
  database: DatabaseHandle;
  logLevel?: string;
  /** X-Forwarded-* believed from any peer (true), none, or these proxies' comma-separated addresses and ranges. */
  trustProxy?: boolean | string;
  /** The built web app to serve; left out when the folder does not exist (API-only tests). */
  webDist?: string;
  /** Redis for state several server processes share (rate-limit counters); in-process memory when unset. */
  redisUrl?: string | undefined;
  /** SMTP for e-mail (`smtp://user:pass@host:587`) and its sender address; the outbox alone when unset. */
  smtp?: { url: string; from: string } | undefined;
  /** This node's id in a cluster (NODE_ID); one unique to the process when unset. */
  nodeId?: string | undefined;
  /**
   * The bus's channel namespace: the merchant code by default (the nodes of one deployment share it). Tests that
   * share a Redis with other runs give each run its own.
   */
  clusterNamespace?: string | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The cluster bus (Redis publish/subscribe with REDIS_URL, the process's own otherwise): scale-out.md. */
    cluster: { nodeId: string; bus: ClusterBus; isDraining: boolean };
  }
}

/**
 * Files the web app's pages load (its hashed bundles, the game art): not counted by the global rate limit. A page
 * opened without a cache loads dozens of them, so ten fresh loads a minute from one address (a family, an internet
 * café, a mobile carrier's shared address) would otherwise use up the limit that guards the API.
 */
const STATIC_FILE_PREFIXES = ['/media/', '/assets/'];
// Paths that are never pages: a miss there is a 404, not the web app's index.
/** The pages, the service worker and the manifest (docs/decisions/055-installable-web-app.md), each compressed copy too. */
const ALWAYS_REVALIDATED =
  /[/\\](?:(?:index|backoffice|offline)\.html|sw\.js|sw-register\.js|manifest\.webmanifest)(?:\.br|\.gz)?$/;

const NON_PAGE_PREFIXES = [
  '/wps/',
  '/lgw/',
  '/lotto/',
  '/gateway/',
  '/ops/',
  '/healthz',
  '/readyz',
  '/openapi.json',
  '/docs',
  ...STATIC_FILE_PREFIXES,
];
const DEMO_MEDIA = resolve(fileURLToPath(new URL('.', import.meta.url)), '../demo/media');

/** Builds the Fastify server: the API, the OpenAPI description and the web app, ready to listen. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const settings = await getDeploymentSettings(options.database);

  const app = Fastify({
    logger: {
      level: options.logLevel ?? 'info',
      redact: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-signature"]'],
    },
    trustProxy: options.trustProxy ?? false,
    bodyLimit: 1024 * 1024,
    ...errorHandlingOptions(() => context.defaultLanguage),
  });
  const outbox = createOutboxSender(options.database, app.log);
  const context: AppContext = {
    database: options.database,
    merchantCode: settings.merchantCode,
    defaultLanguage: settings.defaultLanguage,
    messageSender: options.smtp ? createSmtpSender(options.smtp.url, options.smtp.from, outbox) : outbox,
    checkHealth: async () => {
      await sql`select 1`.execute(options.database.db);
    },
  };
  app.setValidatorCompiler(validatorCompiler);
  // Forgot-by-email posts a form (docs/product/accounts.md#forgot-password).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(
        null,
        Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))),
      );
    },
  );
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app, () => context.defaultLanguage);
  installSecurityHeaders(app);

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Plaza API', version: '0.1.0', description: 'Wire rules: docs/product/wire.md' },
      components: { securitySchemes: SESSION_SECURITY_SCHEMES },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/docs' });
  app.get('/openapi.json', { schema: { hide: true } }, () => app.swagger());

  const redis =
    options.redisUrl === undefined ? undefined : new Redis(options.redisUrl, { lazyConnect: false });
  if (redis) {
    app.addHook('onClose', async () => {
      await redis.quit();
    });
  }
  const nodeId = makeNodeId(options.nodeId);
  const bus = createClusterBus({
    redisUrl: options.redisUrl,
    nodeId,
    merchant: options.clusterNamespace ?? context.merchantCode,
    onError: (error) => app.log.warn({ err: error }, 'cluster bus'),
  });
  app.decorate('cluster', { nodeId, bus, isDraining: false });
  app.addHook('onClose', () => bus.close());
  await app.register(fastifyRateLimit, {
    global: true,
    ...(redis ? { redis, nameSpace: `plaza-${context.merchantCode}-rate-` } : {}),
    max: 600,
    timeWindow: '1 minute',
    allowList: (request) =>
      (request.method === 'GET' || request.method === 'HEAD') &&
      STATIC_FILE_PREFIXES.some((prefix) => request.url.startsWith(prefix)),
    errorResponseBuilder: () => new AppError('too.many.requests'),
  });
  installRouteSessions(app, context);

  // A client that names another merchant is talking to the wrong deployment (docs/product/wire.md#headers).
  app.addHook('onRequest', async (request, reply) => {
    const merchant = request.headers.merchant;
    if (typeof merchant === 'string' && merchant !== '' && merchant !== context.merchantCode) {
      return sendFailure(reply, request, () => context.defaultLanguage, 'function.not.available');
    }
    // The member API closes during maintenance and to restricted regions; the site-status calls stay open so the
    // web app can say why, and vendors' wallet calls (/gateway) stay open so rounds in play still settle.
    const isMemberApi =
      request.url.startsWith('/wps/') || request.url.startsWith('/lgw/') || request.url.startsWith('/lotto/');
    if (isMemberApi && !request.url.startsWith('/wps/system/')) {
      const refusal = await getAccessRefusal(context.database, request.ip);
      if (refusal !== null) {
        return sendFailure(reply, request, () => context.defaultLanguage, refusal);
      }
    }
    return undefined;
  });

  // One vendor directory (and its 5-second cache) for every module that deals with vendors; a change on any node
  // clears it on every node through the bus.
  const vendors = new VendorDirectory(context.database, bus);

  registerSystemRoutes(app, context);
  registerContentRoutes(app, context);
  registerContentOperatorRoutes(app, context);
  registerMemberAdminRoutes(app, context);
  registerReportsRoutes(app, context);
  registerGamesRoutes(app, context);
  registerSportsRoutes(app, context);
  registerGamesOperatorRoutes(app, context);
  registerAccountsRoutes(app, context);
  registerChallengeRoutes(app, context);
  registerRegistrationRoutes(app, context);
  registerPasswordRoutes(app, context);
  registerSecondFactorRoutes(app, context);
  registerSocialSignInRoutes(app, context);
  registerWalletRoutes(app, context);
  registerOperatorRoutes(app, context);
  registerOperatorAccountRoutes(app, context);
  registerSiteSettingsRoutes(app, context);
  registerPaymentsRoutes(app, context);
  registerPaymentsOperatorRoutes(app, context);
  registerRecordsRoutes(app, context);
  registerBetsRoutes(app, context);
  registerAgentsRoutes(app, context);
  registerAgentsOperatorRoutes(app, context);
  registerAgentContractsRoutes(app, context);
  registerAgentContractsOperatorRoutes(app, context);
  registerVendorIntegrationRoutes(app, context, vendors);
  registerVendorWalletRoutes(app, context, vendors);
  registerLaunchRoutes(app, context, vendors);
  registerTransferWalletRoutes(app, context, vendors);
  registerInHouseGameRoutes(app, context, vendors);
  registerJackpotRoutes(app, context);
  registerLiveEventsRoutes(app, context);
  registerPaymentPasswordRoutes(app, context);
  registerBoundAccountRoutes(app, context);
  registerWithdrawalRoutes(app, context);
  registerPromotionsRoutes(app, context);
  registerRebateRoutes(app, context);
  registerVipRoutes(app, context);
  registerPointsRoutes(app, context);
  registerMissionsRoutes(app, context);
  registerRaffleRoutes(app, context);
  registerReferralRoutes(app, context);
  registerInboxRoutes(app, context);
  registerFeedbackRoutes(app, context);
  registerLiveChatRoutes(app, context);
  registerChatRoomRoutes(app, context);
  registerResponsibleGamblingRoutes(app, context);
  registerSecurityRoutes(app, context);
  registerWebAppRoutes(app, context, options.webDist);
  registerLotteryRoutes(app, context);
  registerLotteryOperatorRoutes(app, context);
  // The demo deployment's stand-in vendors; a real deployment leaves the setting off (decision 017).
  if (settings.hasDemoVendors) {
    registerDemoVendors(app, context.database, vendors);
  }

  if (existsSync(DEMO_MEDIA)) {
    await app.register(fastifyStatic, {
      root: DEMO_MEDIA,
      prefix: '/media/',
      decorateReply: false,
      maxAge: '1h',
    });
  }
  const webDist = options.webDist;
  const hasWeb = webDist !== undefined && existsSync(join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      index: false,
      // The build writes a brotli and a gzip copy of each text file (web/vite.config.ts): sent as they are to a
      // browser that takes them, the plain file to one that does not.
      preCompressed: true,
      setHeaders: (reply, path) => {
        if (path.includes('/assets/')) {
          // Vite names built assets by content hash: they never change, so browsers may keep them for a year, and
          // never ask again: no validator to send (an ETag and a Last-Modified were ~90 bytes on every file).
          reply.header('Cache-Control', 'public, max-age=31536000, immutable');
          reply.removeHeader('etag');
          reply.removeHeader('last-modified');
        } else if (ALWAYS_REVALIDATED.test(path)) {
          // The shell names the current assets, and the service worker, its registration and the manifest must
          // reach browsers as soon as they change: asked again each time (a 304 when unchanged), never stale.
          reply.header('Cache-Control', 'no-cache');
        }
      },
    });
  }

  const sendIndex = (reply: FastifyReply) => reply.sendFile('index.html', webDist);
  if (hasWeb) {
    app.get('/', { schema: { hide: true } }, (_request, reply) => sendIndex(reply));
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = NON_PAGE_PREFIXES.some((prefix) => request.url.startsWith(prefix));
    if (!isApi && hasWeb && request.method === 'GET') {
      // The back office is a page of its own (web/backoffice.html), so nothing of it loads on a player's page.
      if (/^\/backoffice(?:[/?#]|$)/.test(request.url)) {
        return reply.sendFile('backoffice.html', webDist);
      }
      // History-mode routing: every page address is answered by the web app's index.
      return sendIndex(reply);
    }
    return sendFailure(reply, request, () => context.defaultLanguage, 'not.found');
  });

  return app;
}
