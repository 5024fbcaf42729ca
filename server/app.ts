import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { AppConfig } from './app-context';
import type { Db } from './db/db';
import { registerCors } from './http/cors';
import { registerHousekeeping } from './housekeeping';
import { registerSettingsFollower } from './settings/follow-settings';
import { registerAgentRoutes } from './routes/agent';
import { registerAuthRoutes } from './routes/auth';
import { registerErrorEnvelope } from './http/envelope';
import { registerOverloadShedding } from './http/overload';
import { registerRequestLog, requestLogOptions } from './http/request-log';
import { inputGuardOptions, registerInputGuard } from './http/input-guard';
import { registerReplyCheck } from './http/route';
import { registerSecurityHeaders } from './http/security-headers';
import { newTraceId, registerTraceId } from './http/trace';
import { registerFeatureGates } from './routes/feature-gates';
import { registerAnnouncementRoutes } from './routes/announcements';
import { registerBlackjackRoutes } from './routes/blackjack';
import { registerCockfightRoutes } from './routes/cockfight';
import { registerDemoGameRoutes } from './routes/demo-game';
import { registerFishingRoutes } from './routes/fishing';
import { registerGameRoutes } from './routes/games';
import { registerLiveTableRoutes } from './routes/live-tables';
import { registerLotteryRoutes } from './routes/lottery';
import { registerPlayRoutes } from './routes/play';
import { registerWalletRoutes } from './routes/wallet';
import { registerMessageRoutes } from './routes/messages';
import { registerImageUploads } from './http/image-upload';
import { registerKycRoutes } from './routes/kyc';
import { registerOpsRoutes } from './routes/ops';
import { registerPaymentRoutes } from './routes/payments';
import { registerPwa } from './routes/pwa';
import { registerPromotionRoutes } from './routes/promotions';
import { registerSportsRoutes } from './routes/sports';
import { registerSocialRoutes } from './routes/social';
import { registerSystemRoutes } from './routes/system';
import { registerTestRoutes } from './routes/test-support';
import { registerWebclipRoutes } from './routes/webclip';

/** Builds the server without listening, so tests drive it with app.inject. */
export function buildApp({ db, config }: { db: Db; config: AppConfig }): FastifyInstance {
  const app = Fastify({
    logger: config.logger ? requestLogOptions(config.logStream) : false,
    // registerRequestLog writes one line per request instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: newTraceId,
    // Only a configured reverse proxy may speak for the client (TRUST_PROXY);
    // otherwise the socket and the Host header are the truth.
    trustProxy: config.trustProxy ?? false,
    ...inputGuardOptions,
  });
  const context = { db, config };

  if (config.logger) registerRequestLog(app);
  registerSecurityHeaders(app, config.csp);
  registerTraceId(app);
  registerCors(app);
  registerErrorEnvelope(app);
  if (config.checkReplies) registerReplyCheck(app);
  registerOverloadShedding(app, config.overload);
  registerInputGuard(app);
  registerFeatureGates(app, context);

  registerSystemRoutes(app, context);
  registerOpsRoutes(app, context);
  registerTestRoutes(app, context);
  registerWebclipRoutes(app, context);
  registerImageUploads(app, context);
  // each domain registers its own routes here, in this order
  registerGameRoutes(app, context);
  registerLotteryRoutes(app, context);
  registerAnnouncementRoutes(app, context);
  registerWalletRoutes(app, context);
  registerPaymentRoutes(app, context);
  registerDemoGameRoutes(app, context);
  registerPlayRoutes(app, context);
  registerBlackjackRoutes(app, context);
  registerFishingRoutes(app, context);
  registerLiveTableRoutes(app, context);
  registerSportsRoutes(app, context);
  registerCockfightRoutes(app, context);
  registerAuthRoutes(app, context);
  registerSocialRoutes(app, context);
  registerMessageRoutes(app, context);
  registerPromotionRoutes(app, context);
  registerKycRoutes(app, context);
  registerAgentRoutes(app, context);
  registerPwa(app, context);
  registerHousekeeping(app, context);
  registerSettingsFollower(app, context);

  return app;
}
