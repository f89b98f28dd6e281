import { afterEach, describe, expect, test } from 'vitest';
import { followUpWindow } from '../../src/domain/follow-up-windows';

const DAY_MS = 24 * 60 * 60 * 1000;
const iso = ({ from, to }: { from: Date; to: Date }) => ({ from: from.toISOString(), to: to.toISOString() });

// The phone's zone is the process's: each test below runs the rule with the clock set elsewhere.
const zoneBefore = process.env.TZ;
afterEach(() => {
  process.env.TZ = zoneBefore;
});

/** India's midnight that starts 11 March 2026 is 18:30 UTC on 10 March. */
const INDIA_MIDNIGHT = '2026-03-10T18:30:00.000Z';
const JUST_BEFORE = new Date(Date.parse(INDIA_MIDNIGHT) - 1);
const JUST_AFTER = new Date(INDIA_MIDNIGHT);

describe("the follow-up date filters are India's days, whatever the phone's zone", () => {
  test.each(['Asia/Kolkata', 'America/New_York', 'Etc/GMT+12', 'Pacific/Kiritimati', 'Europe/London', 'UTC'])(
    'a phone set to %s gets the windows of India',
    (zone) => {
      process.env.TZ = zone;
      expect(iso(followUpWindow('today', JUST_BEFORE))).toEqual({ from: '2026-03-09T18:30:00.000Z', to: INDIA_MIDNIGHT });
      expect(iso(followUpWindow('today', JUST_AFTER))).toEqual({ from: INDIA_MIDNIGHT, to: '2026-03-11T18:30:00.000Z' });
      expect(iso(followUpWindow('yesterday', JUST_AFTER))).toEqual({ from: '2026-03-09T18:30:00.000Z', to: INDIA_MIDNIGHT });
      expect(iso(followUpWindow('week', JUST_AFTER))).toEqual({ from: INDIA_MIDNIGHT, to: '2026-03-17T18:30:00.000Z' });
    },
  );

  test("in New York the afternoon of 10 March is already 11 March's Today in India", () => {
    process.env.TZ = 'America/New_York';
    const now = new Date('2026-03-10T19:00:00.000Z'); // 15:00 on 10 March on the phone, 00:30 on 11 March in India
    expect(now.getDate()).toBe(10);
    expect(iso(followUpWindow('today', now))).toEqual({ from: INDIA_MIDNIGHT, to: '2026-03-11T18:30:00.000Z' });
  });

  test("across the phone's own daylight-saving change, Today stays 24 hours long", () => {
    process.env.TZ = 'America/New_York'; // clocks went forward at 02:00 on 8 March 2026
    const { from, to } = followUpWindow('today', new Date('2026-03-08T07:30:00.000Z'));
    expect(iso({ from, to })).toEqual({ from: '2026-03-07T18:30:00.000Z', to: '2026-03-08T18:30:00.000Z' });
    expect(to.getTime() - from.getTime()).toBe(DAY_MS);
  });

  test('every window holds or borders the instant it was made at', () => {
    for (const at of ['2024-02-29T23:59:59.000Z', '2026-01-01T00:00:00.000Z', '1999-12-31T12:00:00.000Z']) {
      const now = new Date(at);
      const today = followUpWindow('today', now);
      expect(today.to.getTime() - today.from.getTime()).toBe(DAY_MS);
      expect(today.from.getTime()).toBeLessThanOrEqual(now.getTime());
      expect(now.getTime()).toBeLessThan(today.to.getTime());
      expect(followUpWindow('yesterday', now).to).toEqual(today.from);
      expect(followUpWindow('week', now).from).toEqual(today.from);
      expect(followUpWindow('week', now).to.getTime() - today.from.getTime()).toBe(7 * DAY_MS);
    }
  });
});
