import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { TokenService } from '../../auth/tokens';
import {
  cameOverHttps,
  deviceCookieHeader,
  deviceCookieKey,
  newDeviceCookie,
  presentedDeviceCookies,
  signDeviceCookie,
  verifyDeviceCookie,
} from '../../auth/device-cookie';
import { verifyPassword } from '../../auth/passwords';
import { claimSignInAttempt, releaseSignInAttempt } from '../../auth/sign-in-limits';
import type { Database } from '../../db/connection';
import { agents } from '../../db/schema';
import { errorCatalogue } from '../../../domain/error-catalogue';
import { signInLimitedMessage } from '../../../domain/sign-in-limit';

/** The company sign-in's SSO refresh token is short-lived: it is only exchanged once, at sign-in. */
const SSO_TOKEN_TTL_SECONDS = 5 * 60;

const credentialsSchema = z.object({
  email: z.string().trim().toLowerCase().min(3).max(200),
  password: z.string().min(1).max(200),
});

export const IDENTITY_PROVIDER_PATH = '/sso/token';

export interface IdentityProviderDeps {
  db: Database;
  tokens: TokenService;
  now: () => Date;
}

const NO_STORE = { 'cache-control': 'no-store' };

function invalidCredentials(): Response {
  return Response.json({ code: 'INVALID_CREDENTIALS', ...errorCatalogue.INVALID_CREDENTIALS }, { status: 401, headers: NO_STORE });
}

function signInLimited(retryAfterSeconds: number): Response {
  return Response.json(
    {
      code: 'SIGN_IN_LIMITED',
      type: errorCatalogue.SIGN_IN_LIMITED.type,
      message: signInLimitedMessage(retryAfterSeconds),
      retryAfterSeconds,
    },
    { status: 429, headers: { ...NO_STORE, 'retry-after': String(retryAfterSeconds) } },
  );
}

/**
 * The sandbox of the company identity provider: company e-mail and password in, an SSO refresh token
 * out. It knows nothing of CRM access; ssoLoginInternal decides that. Failed attempts are limited per
 * e-mail and per client address, or, from a browser that signed in to the e-mail before and so holds its
 * device cookie, per that cookie; the limit is checked before the (deliberately slow) password hash. A
 * correct password sets a new device cookie. src/domain/sign-in-limit.ts says which limit counts what.
 */
export async function handleIdentityProvider(
  request: Request,
  clientAddress: string,
  { db, tokens, now }: IdentityProviderDeps,
): Promise<Response> {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return invalidCredentials();
  }
  const parsed = credentialsSchema.safeParse(body);
  if (!parsed.success) return invalidCredentials();
  const { email, password } = parsed.data;
  const secure = cameOverHttps(request);
  const deviceKey = await deviceCookieKey(db);
  const startedAt = now();
  // A cookie counts only when it is genuine, still within its age and names the e-mail signed in as.
  const device = presentedDeviceCookies(request, secure)
    .map((token) => verifyDeviceCookie(deviceKey, token, startedAt))
    .find((cookie) => cookie?.login === email);
  const [agent] = await db.select().from(agents).where(eq(agents.email, email));
  const claim = await claimSignInAttempt(
    db,
    { email, address: clientAddress, emailKnown: agent !== undefined, deviceNonce: device?.nonce ?? null },
    startedAt,
  );
  if (!claim.allowed) return signInLimited(claim.retryAfterSeconds);
  // Verify against a dummy hash when the e-mail is unknown, so timing does not tell which e-mails exist.
  const ok = await verifyPassword(password, agent?.passwordHash ?? DUMMY_HASH);
  if (!agent || !ok) return invalidCredentials();
  await releaseSignInAttempt(db, claim, now());
  const refreshToken = await tokens.signSso(agent.employeeId, SSO_TOKEN_TTL_SECONDS);
  // A new nonce each time (OWASP's protocol): a copy taken of an older cookie keeps its own count.
  const cookie = signDeviceCookie(deviceKey, newDeviceCookie(email, now()));
  return Response.json(
    { refreshToken },
    { headers: { ...NO_STORE, 'set-cookie': deviceCookieHeader(cookie, { secure, path: IDENTITY_PROVIDER_PATH }) } },
  );
}

const DUMMY_HASH =
  'scrypt$00000000000000000000000000000000$' + '0'.repeat(128);
