import type { IncomingMessage, ServerResponse } from 'node:http';
import { existsSync } from 'node:fs';
import { TRAINING_MEDIA_DIR } from './features/support/training-media';
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { desc } from 'drizzle-orm';
import { execute, GraphQLError, type DocumentNode, type ExecutionResult } from 'graphql';
import { createSchema, createYoga } from 'graphql-yoga';
import sirv from 'sirv';
import { isErrorCode } from '../domain/error-catalogue';
import { createAuthenticator } from './auth/authenticate';
import { clientAddress } from './auth/client-address';
import { loadSigningKey } from './auth/signing-keys';
import { TokenService } from './auth/tokens';
import type { AgentIdentity, GraphQLContext } from './context';
import type { Database } from './db/connection';
import { formReleases } from './db/schema';
import { appError } from './errors';
import { createFileRoute } from './files/file-route';
import { memoryFileStorage, type FileStorage } from './files/file-storage';
import { FILES_PATH } from './files/page-files';
import { createVideoRoute, VIDEOS_PATH } from './features/support/video-route';
import { requestError, useCatalogueErrors } from './catalogue-errors';
import { immediateEffects, useIdempotency } from './idempotency';
import { handleIdentityProvider, IDENTITY_PROVIDER_PATH } from './features/sign-in/sandbox-identity-provider';
import { openFormReleases } from './forms/form-releases';
import { loadServerForms, type ServerForms } from './forms/server-forms';
import { createClientLogsHandler, LOGS_PATH, type ClientAddress } from './features/client-logs/client-logs';
import { formatServerLog, stderrSink, type LogSink } from './logs/server-log';
import { useCompressedAnswers } from './http/compressed-answers';
import { refuseGraphqlRequest } from './http/graphql-request-guard';
import { useRequestShape } from './http/request-shape';
import { useListCostLimit } from './http/list-cost-limit';
import { loadPersistedOperations, usePersistedOperationsOnly } from './http/persisted-operations';
import { setSecurityHeaders, withSecurityHeaders } from './http/security-headers';
import { createDrawnHome } from './http/drawn-home';
import { createStaticAssets } from './http/static-assets';
import { LOG_MAX_BODY_BYTES } from '../domain/log-entry';
import { createPageForms } from './http/page-forms';
import { createPageRoutes } from './page-routes';
import { createRouteTable, type TooLarge } from './http/route-table';
import { buildResolvers } from './graphql/resolver-map';
import { createSandboxAcquirer, type AcquirerProvider } from './features/purchase-order/acquirer-sandbox';
import { createSandboxCrm, type CrmProvider } from './features/onboarding/crm-sandbox';
import { createSandboxKyc, type KycProvider } from './features/kyc/kyc-providers-sandbox';
import { createSandboxDocumentReader, type DocumentReader } from './features/documents/document-reader-sandbox';
import { createSandboxPennyDrop, type PennyDropProvider } from './features/bank-account/penny-drop-sandbox';
import type { RegistryProvider } from './sandbox/registry-provider';
import { createSandboxRegistry } from './sandbox/sandbox-registry';
import { loadSchema, loadTypeDefs } from './schema-sdl';

export const GRAPHQL_PATH = '/graphql';
/** Media the server serves itself (the training videos' placeholder clip), built or not. */
export const MEDIA_PATH = '/media/';

type ExecutableSchema = ReturnType<typeof createSchema<GraphQLContext & Record<string, unknown>>>;
let madeSchema: ExecutableSchema | undefined;

/**
 * The contract with its resolvers, made once per process as the contract is (schema-sdl.ts): the
 * resolvers take all they work with from each request's context, and making it takes a tenth of a
 * second or more, which a process that makes several apps (a test run) would pay for each.
 */
function executableSchema(): ExecutableSchema {
  madeSchema ??= createSchema<GraphQLContext & Record<string, unknown>>({ typeDefs: loadTypeDefs(), resolvers: buildResolvers(loadSchema()) });
  return madeSchema;
}

export interface ServerAppOptions {
  db: Database;
  /** The server's clock; tests move it to expire tokens. */
  now?: () => Date;
  /** Built app to serve beside the API (the vite build output). */
  staticDir?: string;
  /** Token signing secret; when unset, one is kept in the database for every instance to share. */
  jwtSecret?: string;
  /** Receives the server's log lines, already free of customer data; standard error by default. */
  log?: LogSink;
  /**
   * Development mode: run any document sent as text, not only the operations of schema/operations/
   * sent by hash. Off unless asked for.
   */
  allowArbitraryOperations?: boolean;
  /** PAN and GST registries; the deterministic sandbox by default. */
  registries?: RegistryProvider;
  /** Penny drop of bank accounts; the deterministic sandbox by default. */
  pennyDrop?: PennyDropProvider;
  /** DigiLocker's Aadhaar and the driving licence registry; the deterministic sandbox by default. */
  kyc?: KycProvider;
  /** OCR of documents and face match; the deterministic sandbox (over the registries) by default. */
  documentReader?: DocumentReader;
  /** The CRM a submitted onboarding is pushed to; the deterministic sandbox by default. */
  crm?: CrmProvider;
  /** The acquirer deployment requests are raised with; the deterministic sandbox by default. */
  acquirer?: AcquirerProvider;
  /** forms/ as released first on a new database (version 1); read from disk when not given. */
  forms?: ServerForms;
  /**
   * Where document pages' files are kept: main.ts gives the configured folder. Without one they are
   * kept in memory, for servers (in tests) that keep no file past their run.
   */
  files?: FileStorage;
  /**
   * The server sits behind one reverse proxy: a client's address is then the last X-Forwarded-For
   * entry (the one that proxy added) rather than the connection's peer.
   */
  trustProxy?: boolean;
  /**
   * Serve the sandboxes' pages: DigiLocker's consent, the mandate pages, the outbox, the payment
   * page and the pricing, PO and deployment approvers. On unless turned off (SANDBOXES=off), which
   * turns every one of them off (404). The merchants' own pages (the
   * KYC link, the PO acceptance) are no sandbox and are always served.
   */
  sandboxes?: boolean;
}

export interface ServerApp {
  /**
   * Fetch-API entry point, for tests in process. `client` stands for the connection's remote
   * address; without it the caller's address is unknown (and all such callers share one).
   */
  fetch(request: Request, client?: ClientAddress): Promise<Response>;
  /** Node http entry point. */
  handle(req: IncomingMessage, res: ServerResponse): void;
  /**
   * Runs a query of schema/operations/ as `agent` reads it, through `db` (a transaction of the
   * caller's), outside any request: commands such as `npm run forms:move` see an onboarding as its
   * agent's app does.
   */
  queryAs(agent: AgentIdentity, db: Database, document: DocumentNode, variables: Record<string, unknown>): Promise<ExecutionResult>;
  /** The context such a query runs with, for a command that also judges what it read as the server does. */
  contextAs(agent: AgentIdentity, db: Database): Promise<GraphQLContext>;
}

export async function createServerApp(options: ServerAppOptions): Promise<ServerApp> {
  const { db } = options;
  const now = options.now ?? (() => new Date());
  const sink = options.log ?? stderrSink;
  const log = (message: string, error?: unknown) => sink(formatServerLog(message, error));
  const registries = options.registries ?? createSandboxRegistry();
  const pennyDrop = options.pennyDrop ?? createSandboxPennyDrop();
  const kyc = options.kyc ?? createSandboxKyc();
  const documentReader = options.documentReader ?? createSandboxDocumentReader(registries);
  const crm = options.crm ?? createSandboxCrm();
  const acquirer = options.acquirer ?? createSandboxAcquirer();
  const forms = options.forms ?? loadServerForms();
  const releases = await openFormReleases(db, forms, now);
  const files = options.files ?? memoryFileStorage();
  const [key, ssoKey] = await Promise.all([
    loadSigningKey(db, 'jwt-signing-key', options.jwtSecret),
    loadSigningKey(db, 'sso-signing-key', undefined),
  ]);
  const tokens = new TokenService(key, ssoKey, now);
  const authenticate = createAuthenticator(db, tokens);
  const executable = executableSchema();
  const yoga = createYoga<Record<string, unknown>, GraphQLContext>({
    schema: executable,
    graphqlEndpoint: GRAPHQL_PATH,
    graphiql: false,
    landingPage: false,
    logging: false,
    context: async ({ request }) => {
      const latest = await releases.latest();
      const auth = await authenticate(request.headers.get('authorization'), now());
      return { db, tokens, now, origin: new URL(request.url).origin, agent: auth.agent, authProblem: auth.problem, registries, pennyDrop, kyc, documentReader, crm, acquirer, forms: latest.forms, formVersion: latest.version, releases, files, effects: immediateEffects };
    },
    maskedErrors: {
      maskError(error) {
        if (error instanceof GraphQLError) {
          const code = error.extensions?.code;
          if (typeof code === 'string' && isErrorCode(code)) return error;
          if (!error.originalError || error.originalError instanceof GraphQLError) return requestError(error);
          log('unexpected resolver error', error.originalError);
          const masked = appError('INTERNAL_SERVER_ERROR');
          return new GraphQLError(masked.message, { path: error.path, extensions: masked.extensions });
        }
        log('unexpected error', error);
        return appError('INTERNAL_SERVER_ERROR');
      },
    },
    plugins: [
      useRequestShape(),
      usePersistedOperationsOnly(loadPersistedOperations(), options.allowArbitraryOperations ?? false),
      useListCostLimit(),
      EnvelopArmorPlugin({
        maxDepth: { n: 10 },
        maxAliases: { n: 15 },
        costLimit: { maxCost: 5000 },
        maxTokens: { n: 2000 },
        blockFieldSuggestion: { enabled: true },
      }),
      useIdempotency(db),
      useCatalogueErrors(),
      useCompressedAnswers(),
    ],
  });

  const serveStatic = options.staticDir && existsSync(options.staticDir) ? createStaticAssets(options.staticDir) : null;

  // Range requests included: a video element asks for its file in parts.
  const serveMedia = sirv(TRAINING_MEDIA_DIR, { dev: false, etag: true, maxAge: 86_400 });

  const handleClientLogs = createClientLogsHandler({ db, authenticate, now });
  const serveFile = createFileRoute({ db, files, authenticate, now });
  const serveVideo = createVideoRoute({ db, files, authenticate, now });
  // The merchants' and the sandboxes' pages: their forms' CSRF tokens and the approvers' session cookies are signed with keys of their own.
  const [pageFormKey, approverSessionKey] = await Promise.all([
    loadSigningKey(db, 'page-form-key', undefined),
    loadSigningKey(db, 'approver-session-key', undefined),
  ]);
  const trustProxy = options.trustProxy ?? false;
  const pages = createPageRoutes({
    db,
    now,
    tokens,
    authenticate,
    registries,
    kyc,
    files,
    rules: forms.rules,
    pageForms: createPageForms(pageFormKey, { trustProxy }),
    approverSessionKey,
    trustProxy,
    // An approver signs in through the company sign-in itself: the same password check and the same limits.
    companySignIn: (request, address) => handleIdentityProvider(request, address, { db, tokens, now }),
  });

  // The server's route table (http/route-table.ts): what each path takes, bounds and carries, said once.
  const routes = createRouteTable(
    [
      {
        path: { exactly: GRAPHQL_PATH },
        // The guard refuses any method but POST, and any body not declared as JSON, for both ways in.
        maxBodyBytes: GRAPHQL_MAX_BODY_BYTES,
        bodyTooLarge: graphqlBodyTooLarge,
        carriesTokens: true,
        sandbox: false,
        answer: async (request) => refuseGraphqlRequest(request.method, request.headers.get('content-type')) ?? yoga.fetch(request),
        // The common case, a JSON POST whose declared length is within the limit (Node's parser reads
        // no more than it declares), goes to yoga's own Node handling, which is much cheaper per
        // request than building a fetch Request and copying its Response; anything else is read
        // under the limit and answered through `fetch`.
        answerNode: (req, res) => {
          const declaredLength = req.headers['content-length'];
          if (declaredLength === undefined || Number(declaredLength) > GRAPHQL_MAX_BODY_BYTES || refuseGraphqlRequest(req.method, req.headers['content-type'])) return false;
          void yoga.requestListener(req, res);
          return true;
        },
      },
      {
        path: { exactly: IDENTITY_PROVIDER_PATH },
        methods: ['POST'],
        maxBodyBytes: SIGN_IN_MAX_BODY_BYTES,
        carriesTokens: true,
        sandbox: false,
        answer: (request, address) => handleIdentityProvider(request, address, { db, tokens, now }),
      },
      {
        path: { exactly: LOGS_PATH },
        methods: ['POST'],
        maxBodyBytes: LOG_MAX_BODY_BYTES,
        carriesTokens: true,
        sandbox: false,
        answer: (request, address) =>
          handleClientLogs(request, { address }).catch((error: unknown) => {
            log('storing client logs failed', error);
            return Response.json({ message: 'the logs could not be stored; try again later' }, { status: 500 });
          }),
      },
      // Document files are someone's data; the training videos are the same for every agent.
      { path: { under: FILES_PATH }, methods: ['GET', 'HEAD'], maxBodyBytes: FILE_REQUEST_MAX_BODY_BYTES, carriesTokens: true, sandbox: false, answer: serveFile },
      { path: { under: VIDEOS_PATH }, methods: ['GET', 'HEAD'], maxBodyBytes: FILE_REQUEST_MAX_BODY_BYTES, carriesTokens: false, sandbox: false, answer: serveVideo },
      // The merchants' pages and the sandboxes' (page-routes.ts).
      ...pages,
    ],
    { sandboxes: options.sandboxes ?? true },
  );

  const route = async (request: Request, peer: ClientAddress): Promise<Response> => {
    const { pathname } = new URL(request.url);
    // Whatever counts per caller (failed sign-ins, log entries) counts by the same address.
    const address = clientAddress(request.headers, peer.address, options.trustProxy ?? false);
    const claimed = routes.at(pathname);
    // A path no route claims is yoga's: it answers 404.
    return claimed ? routes.answer(claimed, request, address) : yoga.fetch(request);
  };
  const fetch = async (request: Request, client: ClientAddress = { address: 'in-process' }): Promise<Response> => {
    let response: Response;
    try {
      response = await route(request, client);
    } catch (error) {
      // A page that fails answers its own request only: the server goes on serving everyone else.
      log('unexpected page error', error);
      response = somethingWentWrong();
    }
    return withSecurityHeaders(response, routes.carriesTokens(new URL(request.url).pathname));
  };
  // Home drawn with the agent's data, where the build made what draws it.
  const serveDrawnHome = serveStatic && options.staticDir ? await createDrawnHome(options.staticDir, { authenticate, now, fetch: (request) => fetch(request), log }) : null;
  /** Answers a Node request through `fetch`; a request that cannot even be read fails alone, never the process. */
  const answer = (req: IncomingMessage, res: ServerResponse, maxBodyBytes: number, tooLarge: (maxBodyBytes: number) => TooLarge) => {
    toNodeResponse(req, res, fetch, maxBodyBytes, tooLarge).catch((error: unknown) => {
      log('unexpected request error', error);
      if (res.headersSent) {
        res.destroy();
        return;
      }
      res.writeHead(500, TEXT);
      res.end(SOMETHING_WENT_WRONG);
    });
  };

  const contextAs: ServerApp['contextAs'] = async (agent, commandDb) => {
    // Read through the command's own transaction: on the embedded database a read from outside it would wait for it.
    const [newest] = await commandDb.select({ version: formReleases.version }).from(formReleases).orderBy(desc(formReleases.version)).limit(1);
    const latest = await releases.of(newest?.version ?? 1, commandDb);
    // Nothing a command reads this way is a link a person follows: the origin only has to be one.
    return { db: commandDb, tokens, now, origin: 'http://localhost', agent, authProblem: null, registries, pennyDrop, kyc, documentReader, crm, acquirer, forms: latest.forms, formVersion: latest.version, releases, files, effects: immediateEffects };
  };
  const queryAs: ServerApp['queryAs'] = async (agent, commandDb, document, variables) =>
    execute({ schema: executable, document, variableValues: variables, contextValue: await contextAs(agent, commandDb) });

  return {
    fetch,
    queryAs,
    contextAs,
    handle(req, res) {
      const pathname = (req.url ?? '/').split('?')[0] ?? '/';
      setSecurityHeaders(res, routes.carriesTokens(pathname));
      // Every answer may build addresses from the Host header: one that makes no address is refused here.
      if (req.headers.host !== undefined && !URL.canParse(`http://${req.headers.host}/`)) {
        refuseBadRequest(res);
        return;
      }
      // Every body the server reads is bounded: one request must not hold the server's memory or time.
      const claimed = routes.at(pathname);
      if (claimed) {
        if (!claimed.answerNode?.(req, res)) answer(req, res, claimed.maxBodyBytes, claimed.bodyTooLarge ?? bodyTooLarge);
        return;
      }
      if (pathname.startsWith(MEDIA_PATH)) {
        req.url = (req.url ?? '/').slice(MEDIA_PATH.length - 1);
        serveMedia(req, res, () => {
          res.statusCode = 404;
          res.end('Not found');
        });
        return;
      }
      // Source maps would hand out the app's source; the build makes none, and none is served.
      if (pathname.endsWith('.map')) {
        res.statusCode = 404;
        res.end('Not found');
        return;
      }
      if (serveStatic) {
        if (serveDrawnHome && pathname === '/') serveDrawnHome(req, res, () => serveStatic(req, res));
        else serveStatic(req, res);
        return;
      }
      res.statusCode = 404;
      res.end('Not found (the app is not built: run npm run build)');
    },
  };
}

/** The largest /graphql body: one photo page (a data URL of at most 8,000,000 characters) and its request. */
export const GRAPHQL_MAX_BODY_BYTES = 10 * 1024 * 1024;
/** The largest company sign-in body: an e-mail and a password. */
const SIGN_IN_MAX_BODY_BYTES = 16 * 1024;
/** A file is asked for with GET: there is no body to read. */
const FILE_REQUEST_MAX_BODY_BYTES = 1024;

function bodyTooLarge(maxBodyBytes: number): TooLarge {
  return { contentType: 'application/json', body: JSON.stringify({ message: `the body is larger than ${maxBodyBytes} bytes` }) };
}

const SOMETHING_WENT_WRONG = 'Something went wrong. Please try again.';
const TEXT = { 'content-type': 'text/plain; charset=utf-8' } as const;

function somethingWentWrong(): Response {
  return new Response(SOMETHING_WENT_WRONG, { status: 500, headers: TEXT });
}

/** A request no browser sends: a Host header that makes no address, or a method a fetch Request refuses. */
function refuseBadRequest(res: ServerResponse): void {
  res.writeHead(400, TEXT);
  res.end('Bad request');
}

/** A GraphQL caller is answered in GraphQL's shape, with the catalogue's request error. */
function graphqlBodyTooLarge(maxBodyBytes: number): TooLarge {
  const error = appError('MOS-1001', { message: `The request is larger than ${maxBodyBytes / (1024 * 1024)} MB.` });
  return { contentType: 'application/json', body: JSON.stringify({ errors: [{ message: error.message, extensions: error.extensions }] }) };
}

async function toNodeResponse(
  req: IncomingMessage,
  res: ServerResponse,
  fetch: (request: Request, client: ClientAddress) => Promise<Response>,
  maxBodyBytes: number,
  tooLarge: (maxBodyBytes: number) => TooLarge,
): Promise<void> {
  if (Number(req.headers['content-length'] ?? 0) > maxBodyBytes) {
    const answer = tooLarge(maxBodyBytes);
    res.writeHead(413, { 'content-type': answer.contentType, connection: 'close' });
    res.end(answer.body);
    req.resume();
    return;
  }
  // A body over the limit is not buffered: the rest is read and dropped, and the connection closes.
  const buffered = await new Promise<Buffer | null>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let over = false;
    req.on('data', (chunk: Buffer) => {
      if (over) return;
      size += chunk.byteLength;
      if (size > maxBodyBytes) {
        over = true;
        resolve(null);
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (!over) resolve(Buffer.concat(chunks));
    });
    req.on('error', reject);
  });
  if (buffered === null) {
    const answer = tooLarge(maxBodyBytes);
    res.writeHead(413, { 'content-type': answer.contentType, connection: 'close' });
    res.end(answer.body);
    return;
  }
  const chunks = buffered.byteLength ? [buffered] : [];
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value);
  }
  const body = chunks.length && req.method !== 'GET' && req.method !== 'HEAD' ? Buffer.concat(chunks) : undefined;
  let request: Request;
  try {
    request = new Request(`http://${req.headers.host ?? 'localhost'}${req.url ?? '/'}`, { method: req.method, headers, body });
  } catch {
    // TRACE and CONNECT: `handle` has refused a bad Host already.
    refuseBadRequest(res);
    return;
  }
  const response = await fetch(request, { address: req.socket.remoteAddress ?? 'unknown' });
  res.statusCode = response.status;
  response.headers.forEach((value, name) => res.setHeader(name, value));
  res.end(Buffer.from(await response.arrayBuffer()));
}
