import { randomUUID } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { ACCESS_TOKEN_TTL_SECONDS, REFRESH_TOKEN_TTL_SECONDS } from '../../domain/session-rules';

const ISSUER = 'merchant-onboarding';
const SSO_ISSUER = 'company-sso';

/** What every token this server issues says about its agent (spec section 3, session data). */
export interface AgentClaims {
  employeeId: string;
  employeeName: string;
  userType: string;
  locationId: string | null;
  sessionId: string;
  /** Unix seconds when the session was issued; the app clears sessions issued on another day. */
  issuedAt: number;
}

type TokenUse = 'access' | 'refresh' | 'crm';

export interface IssuedTokens {
  accessToken: string;
  refreshToken: string;
  crmToken: string;
  accessTokenExpiresAt: number;
  refreshTokenExpiresAt: number;
}

export type VerifyOutcome<T> = { ok: true; claims: T } | { ok: false; reason: 'expired' | 'invalid' };

/** A verified token's claims and its own id (`jti`): a refresh token's id is the one its session accepts next. */
export type VerifiedClaims = AgentClaims & { expiresAt: number; tokenId: string | null };

/**
 * The secret as an HMAC key, imported once: given the bytes, jose imports them again on every
 * signature and check, which was a visible part of each request's cost under load.
 */
function hmacKey(secret: Uint8Array<ArrayBuffer>): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
}

export class TokenService {
  private readonly key: Promise<CryptoKey>;
  private readonly ssoKey: Promise<CryptoKey>;

  constructor(
    key: Uint8Array<ArrayBuffer>,
    ssoKey: Uint8Array<ArrayBuffer>,
    private readonly now: () => Date,
  ) {
    this.key = hmacKey(key);
    this.ssoKey = hmacKey(ssoKey);
  }

  private nowSeconds(): number {
    return Math.floor(this.now().getTime() / 1000);
  }

  private sign(claims: AgentClaims, use: TokenUse, expiresAt: number, tokenId?: string): Promise<string> {
    const jwt = new SignJWT({
      use,
      name: claims.employeeName,
      userType: claims.userType,
      locationId: claims.locationId,
      sid: claims.sessionId,
      sessionIssuedAt: claims.issuedAt,
    })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(ISSUER)
      .setSubject(claims.employeeId)
      .setIssuedAt(this.nowSeconds())
      .setExpirationTime(expiresAt);
    return this.key.then((key) => (tokenId ? jwt.setJti(tokenId) : jwt).sign(key));
  }

  /** `refreshTokenId` is the id the session stores as the one refresh token it will accept next. */
  async issue(claims: AgentClaims, refreshExpiresAt: number, refreshTokenId: string): Promise<IssuedTokens> {
    const accessTokenExpiresAt = Math.min(this.nowSeconds() + ACCESS_TOKEN_TTL_SECONDS, refreshExpiresAt);
    const [accessToken, refreshToken, crmToken] = await Promise.all([
      this.sign(claims, 'access', accessTokenExpiresAt),
      this.sign(claims, 'refresh', refreshExpiresAt, refreshTokenId),
      this.sign(claims, 'crm', refreshExpiresAt),
    ]);
    return { accessToken, refreshToken, crmToken, accessTokenExpiresAt, refreshTokenExpiresAt: refreshExpiresAt };
  }

  refreshExpiry(): number {
    return this.nowSeconds() + REFRESH_TOKEN_TTL_SECONDS;
  }

  async verify(token: string, use: TokenUse): Promise<VerifyOutcome<VerifiedClaims>> {
    try {
      const { payload } = await jwtVerify(token, await this.key, { issuer: ISSUER, currentDate: this.now() });
      if (
        payload.use !== use ||
        typeof payload.sub !== 'string' ||
        typeof payload.sid !== 'string' ||
        typeof payload.name !== 'string' ||
        typeof payload.userType !== 'string' ||
        typeof payload.sessionIssuedAt !== 'number' ||
        typeof payload.exp !== 'number'
      ) {
        return { ok: false, reason: 'invalid' };
      }
      return {
        ok: true,
        claims: {
          employeeId: payload.sub,
          employeeName: payload.name,
          userType: payload.userType,
          locationId: typeof payload.locationId === 'string' ? payload.locationId : null,
          sessionId: payload.sid,
          issuedAt: payload.sessionIssuedAt,
          expiresAt: payload.exp,
          tokenId: typeof payload.jti === 'string' ? payload.jti : null,
        },
      };
    } catch (error) {
      return { ok: false, reason: error instanceof joseErrors.JWTExpired ? 'expired' : 'invalid' };
    }
  }

  /** The company sign-in's SSO refresh token: it names the employee, and its id makes it single-use. */
  async signSso(employeeId: string, ttlSeconds: number): Promise<string> {
    return new SignJWT({ use: 'sso' })
      .setJti(randomUUID())
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(SSO_ISSUER)
      .setSubject(employeeId)
      .setIssuedAt(this.nowSeconds())
      .setExpirationTime(this.nowSeconds() + ttlSeconds)
      .sign(await this.ssoKey);
  }

  async verifySso(token: string): Promise<VerifyOutcome<{ employeeId: string; tokenId: string }>> {
    try {
      const { payload } = await jwtVerify(token, await this.ssoKey, { issuer: SSO_ISSUER, currentDate: this.now() });
      if (payload.use !== 'sso' || typeof payload.sub !== 'string' || typeof payload.jti !== 'string') {
        return { ok: false, reason: 'invalid' };
      }
      return { ok: true, claims: { employeeId: payload.sub, tokenId: payload.jti } };
    } catch (error) {
      return { ok: false, reason: error instanceof joseErrors.JWTExpired ? 'expired' : 'invalid' };
    }
  }
}
