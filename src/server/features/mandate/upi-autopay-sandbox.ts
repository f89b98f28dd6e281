import { isValidVpa, upiMessages } from '../../../domain/mandate';

// UPI AutoPay: the UPI id is checked with the payer's app (is it a UPI id, may it take AutoPay),
// and a mandate request is sent to it, which the payer approves or which fails. The sandbox
// (README, 'Sandbox services') decides by the UPI id's name, before the '@':
// - starting with 'noautopay': a real UPI id that may not take AutoPay;
// - starting with 'fail': may take AutoPay, but the mandate request's transaction fails;
// - any other well-formed UPI id: may take AutoPay, and the payer approves on the sandbox's
//   authorisation page.

export interface VpaCheck {
  isValid: boolean;
  isAutoPayEligible: boolean;
  failureReason: string | null;
}

const nameOf = (vpa: string) => vpa.trim().split('@')[0]?.toLowerCase() ?? '';

export function checkSandboxVpa(vpa: string): VpaCheck {
  if (!isValidVpa(vpa)) return { isValid: false, isAutoPayEligible: false, failureReason: upiMessages.invalid };
  if (nameOf(vpa).startsWith('noautopay')) return { isValid: true, isAutoPayEligible: false, failureReason: upiMessages.notEligible };
  return { isValid: true, isAutoPayEligible: true, failureReason: null };
}

/** Whether the AutoPay mandate request sent to this (eligible) UPI id fails. */
export function sandboxAutoPayRequestFails(vpa: string): boolean {
  return nameOf(vpa).startsWith('fail');
}
