// Errors no screen can put right, so the app shows them in the global alert dialog whichever call
// met them (spec section 8): the session is no longer trusted and the agent must sign in again.
const GLOBAL_ALERT_CODES: ReadonlySet<string> = new Set(['MOS-2002', 'MPS-3003', 'BS-2002']);

export function isGlobalAlertCode(code: string): boolean {
  return GLOBAL_ALERT_CODES.has(code);
}
