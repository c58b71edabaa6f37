import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import '#domain/validation.ts';
import { accountDeletionRepository } from './account-deletion/repository.ts';
import { accountDeletionRoutes } from './account-deletion/routes.ts';
import { accountDeletionService } from './account-deletion/service.ts';
import { accountExportRoutes } from './account-export/routes.ts';
import { accountExportService } from './account-export/service.ts';
import { scheduleAccountHousekeeping } from './auth/housekeeping.ts';
import { passwordResetFlow } from './auth/password-reset-flow.ts';
import { passwordResetRoutes } from './auth/password-reset-routes.ts';
import { passwordResets } from './auth/password-resets.ts';
import { captainAuthRoutes } from './auth/routes.ts';
import { captainAuthService } from './auth/service.ts';
import { tokenStore } from './auth/tokens.ts';
import { usersRepository } from './auth/users-repository.ts';
import { captainLogoService } from './captain-profile/logo-service.ts';
import { captainProfileRepository } from './captain-profile/repository.ts';
import { captainProfileRoutes } from './captain-profile/routes.ts';
import { captainProfileService } from './captain-profile/service.ts';
import { clientConfigRoutes } from './client-config/routes.ts';
import type { AppConfig } from './config.ts';
import { cvLinks } from './cv/links.ts';
import { cvRepository } from './cv/repository.ts';
import { cvRoutes } from './cv/routes.ts';
import { cvService } from './cv/service.ts';
import { type DatabaseHandle, migrateToLatest, openDatabase } from './db/database.ts';
import { deckLogPdfRoutes } from './deck-log/pdf-routes.ts';
import { deckLogRepository } from './deck-log/repository.ts';
import { deckLogRoutes } from './deck-log/routes.ts';
import { deckLogService } from './deck-log/service.ts';
import { issuedDocumentsRepository } from './document-verification/repository.ts';
import { documentVerificationRoutes } from './document-verification/routes.ts';
import { documentVerificationService } from './document-verification/service.ts';
import { documentRoutes } from './documents/routes.ts';
import { documentsService } from './documents/service.ts';
import { emailVerificationRepository } from './email-verification/repository.ts';
import { emailVerificationRoutes } from './email-verification/routes.ts';
import { emailVerificationService } from './email-verification/service.ts';
import { enrolmentsRepository } from './enrolments/repository.ts';
import { enrolmentsRoutes } from './enrolments/routes.ts';
import { enrolmentsService } from './enrolments/service.ts';
import { healthChecks } from './health/checks.ts';
import { healthRoutes } from './health/routes.ts';
import { registerErrorHandling, sendFrameworkError } from './http/errors.ts';
import { loggerOptions } from './http/logging.ts';
import { refuseNulCharacters } from './http/nul-guard.ts';
import { documentQueryUnions } from './http/openapi-query-union.ts';
import { registerRateLimits } from './http/rate-limits.ts';
import { echoRequestId, requestIdOptions } from './http/request-id.ts';
import { trackRunningHandlers } from './http/running-handlers.ts';
import { earlyErrorHeaders, registerSecurityHeaders } from './http/security.ts';
import { shedRequestsWhileClosing } from './http/unavailable.ts';
import { documentIdempotency } from './idempotency/openapi.ts';
import { type IdempotencyOptions, registerIdempotency } from './idempotency/plugin.ts';
import { connectionsRepository } from './invitations/connections-repository.ts';
import { invitationsRepository } from './invitations/repository.ts';
import { invitationsRoutes } from './invitations/routes.ts';
import { invitationsService } from './invitations/service.ts';
import { countedMailer, createMailer, type Mailer } from './mail/mailer.ts';
import { createMetrics } from './metrics/metrics.ts';
import { serveMetrics } from './metrics/metrics-server.ts';
import { recordRequestMetrics } from './metrics/request-metrics.ts';
import { notificationHandler } from './payments/notifications.ts';
import { paymentGateway, registerPayments } from './payments/plugin.ts';
import { paymentsRepository } from './payments/repository.ts';
import { paymentsService } from './payments/service.ts';
import { plannedTripsRepository } from './planned-trips/repository.ts';
import { plannedTripsRoutes } from './planned-trips/routes.ts';
import { plannedTripsService } from './planned-trips/service.ts';
import { plansRepository } from './plans/repository.ts';
import { plansRoutes } from './plans/routes.ts';
import { portsRepository } from './ports/repository.ts';
import { portsRoutes } from './ports/routes.ts';
import { portsService } from './ports/service.ts';
import { seaTimeRepository } from './sea-time/repository.ts';
import { seaTimeRoutes } from './sea-time/routes.ts';
import { seaTimeService } from './sea-time/service.ts';
import { seaTimeStatementRoutes } from './sea-time/statement-routes.ts';
import { seaTimeStatementService } from './sea-time/statement-service.ts';
import { registerSpa } from './spa/static.ts';
import { studentAccountRepository } from './student-account/repository.ts';
import { studentAccountRoutes } from './student-account/routes.ts';
import { studentAccountService } from './student-account/service.ts';
import { studentLogbookRepository } from './student-logbook/repository.ts';
import { studentLogbookRoutes } from './student-logbook/routes.ts';
import { studentLogbookService } from './student-logbook/service.ts';
import { studentAuthRoutes } from './students/auth-routes.ts';
import { studentsRepository } from './students/repository.ts';
import { studentAuthService } from './students/service.ts';
import { discountCodes } from './subscriptions/discount-codes.ts';
import { premiumLedger } from './subscriptions/premium.ts';
import { subscriptionsRepository } from './subscriptions/repository.ts';
import { subscriptionRoutes } from './subscriptions/routes.ts';
import { readGpx } from './tracks/gpx-reader.ts';
import { tracksRepository } from './tracks/repository.ts';
import { tracksRoutes } from './tracks/routes.ts';
import { tracksService } from './tracks/service.ts';
import { tripExportRoutes } from './trip-export/routes.ts';
import { tripExportService } from './trip-export/service.ts';
import { readImportFile } from './trip-import/read-file.ts';
import { tripImportsRepository } from './trip-import/repository.ts';
import { tripImportRoutes } from './trip-import/routes.ts';
import { tripImportService } from './trip-import/service.ts';
import { crewNotices } from './trips/crew-notices.ts';
import { crewStudentsRepository } from './trips/crew-students-repository.ts';
import { tripsRepository } from './trips/repository.ts';
import { tripsRoutes } from './trips/routes.ts';
import { tripsService } from './trips/service.ts';
import { tripSummaryRepository } from './trips/summary-repository.ts';
import { tripSummaryService } from './trips/summary-service.ts';
import { yachtsRepository } from './yachts/repository.ts';
import { yachtsRoutes } from './yachts/routes.ts';
import { yachtsService } from './yachts/service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle;
  }
}

export interface BuildOptions {
  /** Replaces the mailer built from the configuration (tests capture messages). */
  mailer?: Mailer;
  /** Replaces the logger options (tests pass false). */
  logger?: boolean;
  /** Where log lines are written instead of stdout (tests read them back). */
  logStream?: { write(line: string): void };
  /** Replaces the idempotency key timings (tests: no wait for a request still being processed). */
  idempotency?: Partial<IdempotencyOptions>;
}

/**
 * Fastify leaves the whole request unlimited (requestTimeout 0), so a body trickled a byte at a time held a
 * connection for ever. Node checks the request and header timeouts every connectionsCheckingInterval (30 s by
 * default): checking at least every second keeps a cut-off near the configured time.
 */
function serverTimeouts({ requestMs, connectionMs, keepAliveMs }: AppConfig['timeouts']) {
  return {
    requestTimeout: requestMs,
    connectionTimeout: connectionMs,
    keepAliveTimeout: keepAliveMs,
    http: {
      requestTimeout: requestMs,
      headersTimeout: Math.min(60_000, requestMs),
      connectionsCheckingInterval: Math.min(1000, requestMs),
    },
  };
}

export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger === false ? false : loggerOptions(config, options.logStream),
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    ...serverTimeouts(config.timeouts),
    ajv: { customOptions: { removeAdditional: false } },
    ...requestIdOptions,
    // Requests arriving while the server closes get the app's own translated 503 (shedRequestsWhileClosing).
    return503OnClosing: false,
    // Errors raised before routing (a URL that cannot be decoded) get the same JSON shape as all others.
    frameworkErrors: (error, request, reply) =>
      sendFrameworkError(error, request, reply.headers(earlyErrorHeaders)),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  echoRequestId(app);
  // The API speaks JSON only: without this, Fastify parses text/plain into a string and the client gets a
  // confusing 422 instead of 415 Unsupported Media Type.
  app.removeContentTypeParser('text/plain');
  registerErrorHandling(app);
  refuseNulCharacters(app);
  const metrics = createMetrics();
  if (config.metrics) {
    recordRequestMetrics(app, metrics);
    metrics.collectProcessMetrics();
    serveMetrics(app, metrics, config.metrics);
  }

  const database = openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    onPoolError: (error) => app.log.error({ err: error }, 'idle PostgreSQL connection failed'),
  });
  app.decorate('database', database);
  metrics.watchDatabase(database);
  const handlers = trackRunningHandlers(app);
  // The database closes after the last handler has finished, even one whose client has gone away.
  app.addHook('onClose', async () => {
    await handlers.idle(8_000);
    await database.close();
  });
  const applied = await migrateToLatest(database);
  if (applied.length > 0) app.log.info({ migrations: applied }, 'database migrated');

  await registerSecurityHeaders(app, { mapTilesUrl: config.mapTiles?.url ?? null });
  shedRequestsWhileClosing(app);
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Logbook API',
        version: '1.0.0',
        description: 'JSON API of the Logbook web application.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: documentIdempotency(documentQueryUnions(jsonSchemaTransform)),
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // Swagger UI sets inline styles at run time; its scripts stay hash-pinned by staticCSP.
    transformStaticCSP: (header) => header.replace(/style-src [^;]*/, "style-src 'self' 'unsafe-inline'"),
  });

  await registerRateLimits(app, config.redisUrl);
  app.decorateRequest('session', null);
  const db = database.db;
  const tokens = tokenStore(db, undefined, database.changes);
  scheduleAccountHousekeeping(app, db, tokens);
  // Before the routes: it adds its onSend hook to the create routes that opt in.
  registerIdempotency(app, db, options.idempotency);
  const mailer = countedMailer(
    options.mailer ??
      createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir }, app.log),
    metrics.mail,
  );
  const limits = config.rateLimits;
  const verification = emailVerificationService({
    verifications: emailVerificationRepository(db),
    mailer,
    appUrl: config.appUrl,
    log: app.log,
  });

  await app.register(healthRoutes, { checks: healthChecks({ database, redisUrl: config.redisUrl }) });
  await app.register(plansRoutes, { plans: plansRepository(db) });
  await app.register(clientConfigRoutes, { mapTiles: config.mapTiles });
  await app.register(captainAuthRoutes, {
    auth: captainAuthService({
      users: usersRepository(db),
      tokens,
      resets: passwordResets(db),
      mailer,
      appUrl: config.appUrl,
      verification,
    }),
    tokens,
    limits,
  });
  await app.register(studentAuthRoutes, {
    students: studentAuthService(studentsRepository(db), tokens, verification),
    tokens,
    limits,
  });
  await app.register(emailVerificationRoutes, { verification, tokens, limits });
  const studentAccounts = studentAccountRepository(db);
  await app.register(passwordResetRoutes, {
    resets: passwordResetFlow({
      kind: 'student',
      findByEmail: (email) => studentAccounts.findByEmail(email),
      setPassword: (id, hash) => studentAccounts.setPassword(id, hash),
      resets: passwordResets(db, 'student'),
      tokens,
      mailer,
      resetPageUrl: `${config.appUrl}/student/reset-password`,
    }),
    limits,
    base: '/api/student',
    counters: { forgot: 'student-forgot', reset: 'student-reset' },
    tags: ['student'],
    summaries: {
      forgot: "Send a student's password reset link (same answer whether or not the account exists)",
      reset: "Set a student's new password with a reset link; every session of the student ends",
    },
  });
  await app.register(studentAccountRoutes, {
    accounts: studentAccountService({
      accounts: studentAccounts,
      students: studentsRepository(db),
      tokens,
      mailer,
    }),
    tokens,
    limits,
  });
  const captainProfiles = captainProfileRepository(db);
  await app.register(captainProfileRoutes, {
    profiles: captainProfileService({
      profiles: captainProfiles,
      users: usersRepository(db),
      tokens,
      mailer,
    }),
    logos: captainLogoService(captainProfiles),
    tokens,
    limits,
  });
  const subscriptions = subscriptionsRepository(db);
  // The one ledger that moves premium: the premium checks, discount codes and payments all go through it.
  const ledger = premiumLedger(subscriptions);
  await app.register(subscriptionRoutes, {
    tokens,
    ledger,
    codes: discountCodes({ subscriptions, ledger }),
    plans: plansRepository(db),
    limits,
  });
  await app.register(yachtsRoutes, { yachts: yachtsService(yachtsRepository(db)), tokens, ledger });
  // The gazetteer: the port fields' suggestions, and the names of a track's stops.
  const ports = portsService(portsRepository(db));
  await app.register(portsRoutes, { ports, tokens });
  const crewStudents = crewStudentsRepository(db);
  const tripRows = tripsRepository(db);
  const trips = tripsService({
    trips: tripRows,
    students: crewStudents,
    notices: crewNotices({ students: crewStudents, mailer, appUrl: config.appUrl, log: app.log }),
  });
  const summaries = tripSummaryService({ summaries: tripSummaryRepository(db), trips: tripRows });
  await app.register(tripsRoutes, {
    trips,
    summaries,
    tokens,
    ledger,
    listCacheBytes: config.tripListCacheBytes,
  });
  const tripImports = tripImportService({
    imports: tripImportsRepository(db),
    trips: tripRows,
    profiles: captainProfiles,
    yachts: yachtsRepository(db),
    readImportFile,
  });
  await app.register(tripImportRoutes, { imports: tripImports, tokens, ledger });
  await app.register(tripExportRoutes, {
    exports: tripExportService({ list: trips.list }),
    tokens,
    limits,
  });
  const tracks = tracksService({ tracks: tracksRepository(db), readGpx, nameStops: ports.nameStops });
  await app.register(tracksRoutes, { tracks, tokens, ledger });
  const deckLog = deckLogService({ log: deckLogRepository(db) });
  await app.register(deckLogRoutes, { deckLog, tokens, ledger });
  await app.register(deckLogPdfRoutes, { deckLog, tokens, metrics });
  const marks = documentVerificationService({
    documents: issuedDocumentsRepository(db),
    trips: tripRows,
    profiles: captainProfiles,
    appUrl: config.appUrl,
  });
  await app.register(documentVerificationRoutes, { verification: marks, tokens, limits });
  const documents = documentsService({ trips, profiles: captainProfiles, metrics, marks });
  await app.register(documentRoutes, { documents, tokens, limits });
  await app.register(cvRoutes, {
    cv: cvService({
      cv: cvRepository(db),
      links: cvLinks(db),
      profiles: captainProfiles,
      metrics,
      marks,
      seaTimeTrips: seaTimeRepository(db),
    }),
    tokens,
  });
  const seaTime = seaTimeService(seaTimeRepository(db));
  await app.register(seaTimeRoutes, { seaTime, tokens });
  await app.register(seaTimeStatementRoutes, {
    statements: seaTimeStatementService({ seaTime, profiles: captainProfiles, metrics, marks }),
    tokens,
    ledger,
  });
  await app.register(plannedTripsRoutes, {
    plannedTrips: plannedTripsService(plannedTripsRepository(db)),
    tokens,
    ledger,
  });
  await app.register(enrolmentsRoutes, { enrolments: enrolmentsService(enrolmentsRepository(db)), tokens });
  await app.register(studentLogbookRoutes, {
    logbook: studentLogbookService({ logbook: studentLogbookRepository(db), documents }),
    tokens,
  });
  const invitations = invitationsService({
    invitations: invitationsRepository(db),
    connections: connectionsRepository(db),
  });
  await app.register(invitationsRoutes, { invitations, tokens, limits });

  await app.register(accountExportRoutes, { exports: accountExportService(db), tokens, limits });
  await app.register(accountDeletionRoutes, {
    deletions: accountDeletionService({ deletions: accountDeletionRepository(db), mailer }),
    tokens,
    limits,
  });
  const payments = paymentsRepository(db);
  const gateway = paymentGateway(config.payu, app.log, metrics);
  await registerPayments(app, {
    ledger,
    payments,
    gateway,
    orders: paymentsService({ ledger, payments, gateway, appUrl: config.appUrl, log: app.log }),
    notifications: notificationHandler({ ledger, payments, secondKey: gateway.secondKey, log: app.log }),
    tokens,
    config,
  });

  await registerSpa(app, config.webDir);
  return app;
}
