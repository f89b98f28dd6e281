import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { print } from 'graphql';
import { LeadListDocument } from '../../generated/graphql';

// The real server process (src/server/main.ts) on a port of its own, spoken to over HTTP as any
// caller would: for the tests of what only a separate process shows (a crash, several servers), and
// for the load benchmark (bench/load), which is why nothing here needs the test runner.

/** How long a server may take to start on a busy machine. */
export const START_LIMIT_MS = 180_000;

export interface ServerProcess {
  url: string;
  child: ChildProcess;
}

const running: ChildProcess[] = [];

export interface ServerProcessOptions {
  /** Another server that announces itself the same way (the load benchmark's bare baseline). */
  script?: string;
  /** Node's own options, such as --cpu-prof, which NODE_OPTIONS may not carry. */
  nodeArgs?: readonly string[];
}

/** Starts a server; `env` overrides the environment (DATABASE_URL, PGLITE_DATA_DIR...). */
export async function startServerProcess(env: Record<string, string>, options: ServerProcessOptions = {}): Promise<ServerProcess> {
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), '--import', 'tsx', options.script ?? 'src/server/main.ts'], {
    // The tests speak GraphQL as text, as a development server allows.
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATABASE_URL: '', ALLOW_ARBITRARY_OPERATIONS: 'true', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start in time:\n${output}`)), START_LIMIT_MS);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at (http:\/\/\S+)\//.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code ?? signal}):\n${output}`));
    });
  });
  return { url, child };
}

/** Stops the server the way a crash does (SIGKILL) or the way an operator does (SIGTERM). */
export async function stopServerProcess(server: { child: ChildProcess }, signal: 'SIGKILL' | 'SIGTERM' = 'SIGTERM'): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill(signal);
  await exited;
}

/** Stops every server this test file started; for its afterAll. */
export async function stopAllServerProcesses(): Promise<void> {
  for (const child of running.splice(0)) await stopServerProcess({ child });
}

export interface Answer<T> {
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

export async function graphql<T>(
  url: string,
  query: string,
  variables: Record<string, unknown>,
  options: { token?: string; idempotencyId: string },
): Promise<Answer<T>> {
  const headers: Record<string, string> = { 'content-type': 'application/json', 'x-idempotency-id': options.idempotencyId };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await fetch(`${url}/graphql`, { method: 'POST', headers, body: JSON.stringify({ query, variables }) });
  return (await response.json()) as Answer<T>;
}

/** Signs in through the server's company sign-in and ssoLoginInternal; the access token. */
export async function signInOn(url: string, email: string, password: string): Promise<string> {
  const sso = await fetch(`${url}/sso/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (sso.status !== 200) throw new Error(`company sign-in refused ${email}: ${sso.status}`);
  const { refreshToken } = (await sso.json()) as { refreshToken: string };
  const result = await graphql<{ ssoLoginInternal: { accessToken: string } }>(
    url,
    `mutation($input: SsoLoginInternalInput!) { ssoLoginInternal(input: $input) { accessToken } }`,
    { input: { refreshToken } },
    { idempotencyId: randomUUID() },
  );
  const token = result.data?.ssoLoginInternal.accessToken;
  if (!token) throw new Error(`sign-in failed: ${JSON.stringify(result.errors)}`);
  return token;
}

/** The agent's leads whose shop is named exactly so, as the server lists them. */
export async function leadsNamedOn(url: string, token: string, shopName: string) {
  const answer = await graphql<{ leadList: { leads: { id: string; shop: { name: string } }[] } }>(
    url,
    print(LeadListDocument),
    { input: { search: shopName, size: 100 } },
    { token, idempotencyId: randomUUID() },
  );
  if (answer.errors) throw new Error(`leadList failed: ${JSON.stringify(answer.errors)}`);
  return (answer.data?.leadList.leads ?? []).filter((lead) => lead.shop.name === shopName);
}
