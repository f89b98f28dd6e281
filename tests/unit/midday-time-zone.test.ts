import { describe, expect, test } from 'vitest';
import { middayTimeZone } from '../support/midday-time-zone';

/** Date and time of an instant in a zone, as YYYY-MM-DD HH:mm. */
function wallClock(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value;
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}

describe('the time zone the tests sign in under', () => {
  const hours = Array.from({ length: 24 }, (_, hour) => hour);

  test.each(hours)('at %i h UTC it is midday there, on the UTC date', (hour) => {
    for (const minute of [0, 59]) {
      const now = new Date(Date.UTC(2026, 11, 31, hour, minute));
      const zone = middayTimeZone(now);
      expect(wallClock(now, zone)).toBe(`2026-12-31 12:${String(minute).padStart(2, '0')}`);
    }
  });

  test.each(hours)('from %i h UTC its day lasts eleven hours more, across UTC midnight', (hour) => {
    const now = new Date(Date.UTC(2026, 11, 31, hour, 59, 59));
    const zone = middayTimeZone(now);
    const elevenHoursOn = new Date(now.getTime() + 11 * 60 * 60 * 1000);
    expect(wallClock(elevenHoursOn, zone).slice(0, 10)).toBe('2026-12-31');
  });
});
