import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { followUpWindow } from '../../src/domain/follow-up-windows';
import { leads } from '../../src/server/db/schema';
import { demoAgent, gql, signInAs, startHarness, type Harness } from '../server/harness';
import { renderApp, signedInSession } from './render-app';

const DAY_MS = 24 * 60 * 60 * 1000;

let harness: Harness;
let token: string;
const zoneBefore = process.env.TZ;
beforeAll(async () => {
  harness = await startHarness();
  token = (await signInAs(harness, demoAgent('EMP1001').email)).accessToken;
});
afterAll(async () => {
  process.env.TZ = zoneBefore;
  await harness.close();
});

/** The phone's Today as the app once reckoned it: its own zone's midnight to the next. */
function phoneDay(now: Date) {
  const from = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  return { from, to: new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1) };
}

/** A zone whose calendar day differs from India's at `now` (twelve hours behind UTC, or fourteen ahead). */
function zoneOnAnotherDay(now: Date): string {
  const indiaHour = ((now.getTime() + 330 * 60_000) % DAY_MS) / 3_600_000;
  return indiaHour < 17 ? 'Etc/GMT+12' : 'Pacific/Kiritimati';
}

type Range = { from: string; to: string };
const isoRange = ({ from, to }: { from: Date; to: Date }): Range => ({ from: from.toISOString(), to: to.toISOString() });

test("a phone set to another zone shows under Today the leads the server counts for India's Today", async () => {
  const now = new Date();
  harness.clock.set(now);
  process.env.TZ = zoneOnAnotherDay(now);
  const india = followUpWindow('today', now);
  const phone = phoneDay(now);
  expect(phone.from.getTime()).not.toBe(india.from.getTime());

  // A follow-up inside India's Today but outside the phone's own day, so the two reckonings disagree.
  const at = phone.from.getTime() > india.from.getTime() ? india.from : new Date(india.to.getTime() - 60_000);
  expect(at.getTime() >= phone.from.getTime() && at.getTime() < phone.to.getTime()).toBe(false);
  const [open] = await harness.database.db
    .select({ id: leads.id })
    .from(leads)
    .where(and(eq(leads.ownerEmployeeId, 'EMP1001'), inArray(leads.status, ['NEW', 'OPEN_CONTACTED', 'OPEN_NOT_CONTACTED'])))
    .limit(1);
  if (!open) throw new Error('the seed has no open lead for EMP1001');
  await harness.database.db.update(leads).set({ scheduledFollowUp: at }).where(eq(leads.id, open.id));

  const sent: { operation: string; range: Range }[] = [];
  const fetchFn: typeof fetch = async (input, init) => {
    if (typeof init?.body === 'string') {
      const body = JSON.parse(init.body) as { operationName?: string; variables?: { input?: { followUp?: Range; scheduledFollowUp?: Range } } };
      const range = body.variables?.input?.followUp ?? body.variables?.input?.scheduledFollowUp;
      if (range && body.operationName) sent.push({ operation: body.operationName, range });
    }
    return harness.fetch(input, init);
  };

  const serverToday = await gql<{ dashboardCounts: { followUp: number } }>(
    harness,
    'query($input: DashboardCountsInput!) { dashboardCounts(input: $input) { followUp } }',
    { input: {} },
    { token },
  );
  const counted = serverToday.data?.dashboardCounts.followUp ?? -1;
  expect(counted).toBeGreaterThan(0);

  const user = userEvent.setup();
  renderApp('/', { fetchFn, session: await signedInSession(harness, 'EMP1001') });
  expect(await screen.findByText(`Follow-ups today: ${counted}`, {}, { timeout: 10_000 })).toBeInTheDocument();
  await screen.findByText(/\d+ leads?$/, {}, { timeout: 10_000 });

  await user.click(screen.getByRole('button', { name: 'Today' }));
  expect(await screen.findByText(counted === 1 ? '1 lead' : `${counted} leads`, {}, { timeout: 10_000 })).toBeInTheDocument();
  await waitFor(() => expect(sent.map((s) => s.operation)).toContain('LeadList'));

  // The clock may cross India's midnight while the screen loads: then the next day's window is right too.
  const expected = [isoRange(india), isoRange(followUpWindow('today', new Date()))];
  expect(sent.length).toBeGreaterThanOrEqual(2);
  for (const { range } of sent) expect(expected).toContainEqual(range);
});
