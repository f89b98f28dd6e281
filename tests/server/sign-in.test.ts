import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { LeadListDocument, SsoLoginInternalDocument } from '../../generated/graphql';
import { errorCatalogue } from '../../src/domain/error-catalogue';
import { DAY_SECONDS, dataOf, expectCatalogueError, jwtPayload, send } from './call';
import { demoAgent, startHarness, type Harness } from './harness';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness.close());

async function companySignIn(email: string, password: string) {
  const response = await harness.fetch('/sso/token', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await response.json()) as Record<string, unknown>;
  return { status: response.status, body };
}

async function ssoToken(employeeId: string): Promise<string> {
  const agent = demoAgent(employeeId);
  const { status, body } = await companySignIn(agent.email, agent.password);
  expect(status).toBe(200);
  expect(typeof body.refreshToken).toBe('string');
  return body.refreshToken as string;
}

describe('company sign-in (the sandbox identity provider)', () => {
  test('the right password returns an SSO token', async () => {
    const agent = demoAgent('EMP1001');
    const { status, body } = await companySignIn(agent.email, agent.password);
    expect(status).toBe(200);
    expect(body.refreshToken).toEqual(expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/));
  });

  test('the e-mail is matched without regard to case and surrounding spaces', async () => {
    const agent = demoAgent('EMP1001');
    const { status } = await companySignIn(`  ${agent.email.toUpperCase()} `, agent.password);
    expect(status).toBe(200);
  });

  test('a wrong password is refused with 401 INVALID_CREDENTIALS', async () => {
    const agent = demoAgent('EMP1001');
    const { status, body } = await companySignIn(agent.email, `${agent.password}x`);
    expect(status).toBe(401);
    expect(body).toEqual({ code: 'INVALID_CREDENTIALS', ...errorCatalogue.INVALID_CREDENTIALS });
    expect(body.refreshToken).toBeUndefined();
  });

  test('an unknown e-mail is refused the same way as a wrong password', async () => {
    const { status, body } = await companySignIn('nobody@demo.example', demoAgent('EMP1001').password);
    expect(status).toBe(401);
    expect(body).toEqual({ code: 'INVALID_CREDENTIALS', ...errorCatalogue.INVALID_CREDENTIALS });
  });

  test('a body that is not JSON is refused as invalid credentials', async () => {
    const response = await harness.fetch('/sso/token', { method: 'POST', body: 'email=a&password=b' });
    expect(response.status).toBe(401);
    expect(((await response.json()) as { code: string }).code).toBe('INVALID_CREDENTIALS');
  });
});

describe('ssoLoginInternal', () => {
  test('exchanges the SSO token for access, refresh and CRM tokens and the session user', async () => {
    const before = Math.floor(harness.clock.now.getTime() / 1000);
    const result = await send(harness, SsoLoginInternalDocument, { input: { refreshToken: await ssoToken('EMP1001') } });
    const login = dataOf(result).ssoLoginInternal;
    expect(login.accessToken).not.toBe('');
    expect(login.refreshToken).not.toBe('');
    expect(login.crmToken).not.toBe('');
    expect(new Set([login.accessToken, login.refreshToken, login.crmToken]).size).toBe(3);
    expect(login.user).toEqual({
      employeeId: 'EMP1001',
      employeeName: 'Asha Verma',
      userType: 'SalesAgent',
      locationId: 'LOC-MUM-01',
      issuedAt: expect.any(Number),
    });
    // The session is issued now (within the few seconds this test takes).
    expect(Math.abs(login.user.issuedAt - before)).toBeLessThan(120);
    expect(login.accessTokenExpiresAt - before).toBe(15 * DAY_SECONDS);
    expect(login.refreshTokenExpiresAt - before).toBe(30 * DAY_SECONDS);
  });

  test('the access token names the agent and lives 15 days; the refresh token lives 30 days', async () => {
    const result = await send(harness, SsoLoginInternalDocument, { input: { refreshToken: await ssoToken('EMP1002') } });
    const login = dataOf(result).ssoLoginInternal;

    const access = jwtPayload(login.accessToken);
    expect(access.sub).toBe('EMP1002');
    expect(access.name).toBe('Rohit Nair');
    expect(access.userType).toBe('SalesAgent');
    expect(access.locationId).toBe('LOC-BLR-02');
    expect(typeof access.iat).toBe('number');
    expect(Number(access.exp) - Number(access.iat)).toBe(15 * DAY_SECONDS);
    expect(access.exp).toBe(login.accessTokenExpiresAt);

    const refresh = jwtPayload(login.refreshToken);
    expect(refresh.sub).toBe('EMP1002');
    expect(Number(refresh.exp) - Number(refresh.iat)).toBe(30 * DAY_SECONDS);
    expect(refresh.exp).toBe(login.refreshTokenExpiresAt);
  });

  test('the access token works on a signed-in call and the agent sees their own leads', async () => {
    const login = dataOf(await send(harness, SsoLoginInternalDocument, { input: { refreshToken: await ssoToken('EMP1002') } }))
      .ssoLoginInternal;
    const list = await send(harness, LeadListDocument, { input: { size: 1 } }, { token: login.accessToken });
    expect(dataOf(list).leadList.pageInfo.totalElements).toBe(40);
  });

  test('a partner agent signs in with user type PowerPartner', async () => {
    const result = await send(harness, SsoLoginInternalDocument, { input: { refreshToken: await ssoToken('EMP3001') } });
    const login = dataOf(result).ssoLoginInternal;
    expect(login.user).toMatchObject({
      employeeId: 'EMP3001',
      employeeName: 'Vikram Kumar',
      userType: 'PowerPartner',
      locationId: 'LOC-DEL-03',
    });
    expect(jwtPayload(login.accessToken).userType).toBe('PowerPartner');
  });

  test('an agent without CRM access is refused with ACCESS_RESTRICTED', async () => {
    const result = await send(harness, SsoLoginInternalDocument, { input: { refreshToken: await ssoToken('EMP1003') } });
    expect(result.data).toBeNull();
    const error = expectCatalogueError(result, 'ACCESS_RESTRICTED');
    expect(error.type).toBe('Access restricted');
  });

  test('a garbage token is refused with UNAUTHORIZED_ERROR', async () => {
    const result = await send(harness, SsoLoginInternalDocument, { input: { refreshToken: 'not-a-token' } });
    expect(result.data).toBeNull();
    expectCatalogueError(result, 'UNAUTHORIZED_ERROR');
  });

  test('a well-formed token signed with another key is refused with UNAUTHORIZED_ERROR', async () => {
    const real = await ssoToken('EMP1001');
    const [header, payload] = real.split('.');
    const forged = `${header}.${payload}.${Buffer.from('forged-signature-bytes-000000000').toString('base64url')}`;
    const result = await send(harness, SsoLoginInternalDocument, { input: { refreshToken: forged } });
    expectCatalogueError(result, 'UNAUTHORIZED_ERROR');
  });

  test('an access token is not accepted in place of a refresh token', async () => {
    const login = dataOf(await send(harness, SsoLoginInternalDocument, { input: { refreshToken: await ssoToken('EMP1001') } }))
      .ssoLoginInternal;
    const result = await send(harness, SsoLoginInternalDocument, { input: { refreshToken: login.accessToken } });
    expectCatalogueError(result, 'UNAUTHORIZED_ERROR');
  });

  test('a garbage Bearer token on a signed-in call gets UNAUTHORIZED_ERROR', async () => {
    const result = await send(harness, LeadListDocument, { input: {} }, { token: 'garbage' });
    expectCatalogueError(result, 'UNAUTHORIZED_ERROR');
  });
});
