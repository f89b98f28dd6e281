import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { post } from './http-client';

/** How one target is spoken to: the leadList and updateLead request bodies it takes. */
export interface TargetProtocol {
  leadList(variables: Record<string, unknown>): unknown;
  updateLead(variables: Record<string, unknown>): unknown;
}

export interface SignedInAgent {
  token: string | null;
  leadIds: readonly string[];
}

export interface RunResult {
  requests: number;
  failures: number;
  firstFailure: string | null;
  seconds: number;
  /** Milliseconds, sorted. */
  latencies: number[];
}

/**
 * Each agent works its leads as the app does, as fast as the server answers: a page of its lead
 * list, then an update of one lead's notes, again and again. Requests finishing in the warm-up are
 * not counted; every answer is checked, and one with an error counts as a failure.
 */
export async function runAgents(
  graphqlUrl: string,
  protocol: TargetProtocol,
  agents: readonly SignedInAgent[],
  warmupSeconds: number,
  seconds: number,
): Promise<RunResult> {
  const start = performance.now();
  const countFrom = start + warmupSeconds * 1000;
  const end = countFrom + seconds * 1000;
  const latencies: number[] = [];
  let failures = 0;
  let firstFailure: string | null = null;

  const timed = async (body: unknown, headers: Record<string, string>) => {
    const sent = performance.now();
    const answer = await post(graphqlUrl, body, headers);
    const received = performance.now();
    if (received < countFrom || received > end) return;
    latencies.push(received - sent);
    if (answer.status !== 200 || answer.body.errors) {
      failures += 1;
      firstFailure ??= `${answer.status} ${JSON.stringify(answer.body.errors ?? answer.body)}`;
    }
  };

  await Promise.all(
    agents.map(async (agent, a) => {
      const auth: Record<string, string> = agent.token ? { authorization: `Bearer ${agent.token}` } : {};
      for (let n = 0; performance.now() < end; n++) {
        await timed(protocol.leadList({ input: { page: n % 5, size: 20 } }), auth);
        const id = agent.leadIds[(n * 7 + a) % agent.leadIds.length];
        await timed(protocol.updateLead({ input: { id, notes: `Visited, round ${n}` } }), { ...auth, 'x-idempotency-id': randomUUID() });
      }
    }),
  );
  latencies.sort((x, y) => x - y);
  return { requests: latencies.length, failures, firstFailure, seconds, latencies };
}

export function percentile(sorted: readonly number[], p: number): number {
  if (!sorted.length) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}
