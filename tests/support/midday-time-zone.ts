/**
 * A fixed-offset time zone in which it is now between noon and 1 pm, on the UTC date of `now`.
 *
 * Agents sign in afresh every local day (src/domain/session-rules.ts), so a test that signs in at
 * 23:59 finds itself signed out a minute later. The browser tests' pages and the web tests' process
 * keep their clocks real (draft ages, the outbox's retries and debounces all run on them) and take
 * this zone instead: the next midnight is then at least eleven hours away, and the date they see is
 * the one they would have seen in UTC.
 */
export function middayTimeZone(now: Date = new Date()): string {
  const hoursAhead = 12 - now.getUTCHours();
  if (hoursAhead === 0) return 'UTC';
  // IANA's Etc zones are signed the POSIX way: Etc/GMT-5 is five hours ahead of UTC.
  return `Etc/GMT${hoursAhead > 0 ? '-' : '+'}${Math.abs(hoursAhead)}`;
}
