import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { TokenService } from '../auth/tokens';
import { verifyPassword } from '../auth/passwords';
import type { Database } from '../db/connection';
import { agents } from '../db/schema';
import { errorCatalogue } from '../../domain/error-catalogue';

/** The company sign-in's SSO refresh token is short-lived: it is only exchanged once, at sign-in. */
const SSO_TOKEN_TTL_SECONDS = 5 * 60;

const credentialsSchema = z.object({
  email: z.string().trim().toLowerCase().min(3).max(200),
  password: z.string().min(1).max(200),
});

export const IDENTITY_PROVIDER_PATH = '/sso/token';

/**
 * The sandbox of the company identity provider: company e-mail and password in, an SSO refresh token
 * out. It knows nothing of CRM access; ssoLoginInternal decides that.
 */
export async function handleIdentityProvider(request: Request, db: Database, tokens: TokenService): Promise<Response> {
  const invalid = () =>
    Response.json(
      { code: 'INVALID_CREDENTIALS', ...errorCatalogue.INVALID_CREDENTIALS },
      { status: 401, headers: { 'cache-control': 'no-store' } },
    );
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return invalid();
  }
  const parsed = credentialsSchema.safeParse(body);
  if (!parsed.success) return invalid();
  const [agent] = await db.select().from(agents).where(eq(agents.email, parsed.data.email));
  // Verify against a dummy hash when the e-mail is unknown, so timing does not tell which e-mails exist.
  const ok = await verifyPassword(parsed.data.password, agent?.passwordHash ?? DUMMY_HASH);
  if (!agent || !ok) return invalid();
  const refreshToken = await tokens.signSso(agent.employeeId, SSO_TOKEN_TTL_SECONDS);
  return Response.json({ refreshToken }, { headers: { 'cache-control': 'no-store' } });
}

const DUMMY_HASH =
  'scrypt$00000000000000000000000000000000$' + '0'.repeat(128);
