import { createHash } from 'node:crypto';
import type { ProductKind } from '../../../domain/pricing';

// The acquirer (and the CRM's field service desk) a deployment request is raised with. A provider
// calling the real acquirer can replace the sandbox in createServerApp({ acquirer }) without
// touching resolvers.

export interface AcquirerRequest {
  requestId: string;
  /** The merchant account: the MID is the merchant's, the same on every request. */
  merchantId: string;
  productKind: ProductKind;
}

export interface AcquirerAssignment {
  acquirer: string;
  mid: string;
  /** The terminal id of a card POS terminal; other devices are linked to a terminal later. */
  tid: string | null;
  posId: string | null;
  /** The CRM ticket the field engineers work the request under. */
  crmTicketId: string;
}

export interface AcquirerProvider {
  raiseDeployment(request: AcquirerRequest): Promise<AcquirerAssignment>;
}

export const SANDBOX_ACQUIRER = 'Sandbox Acquiring Bank';

function digits(seed: string, length: number): string {
  const hash = createHash('sha256').update(seed).digest();
  let out = '';
  for (let i = 0; out.length < length; i += 1) out += String((hash[i % hash.length] ?? 0) % 10);
  return out;
}

/**
 * The deterministic sandbox (README, 'Deployment'): the same merchant always gets the same MID
 * (15 characters, 'SBXM' and 11 digits), and the same request the same 8-digit TID, POS id
 * ('POS' and the TID) and CRM ticket ('DEP-' and 10 digits).
 */
export function createSandboxAcquirer(): AcquirerProvider {
  return {
    raiseDeployment: (request) => {
      const tid = request.productKind === 'POS' ? digits(`tid\n${request.requestId}`, 8) : null;
      return Promise.resolve({
        acquirer: SANDBOX_ACQUIRER,
        mid: `SBXM${digits(`mid\n${request.merchantId}`, 11)}`,
        tid,
        posId: tid ? `POS${tid}` : null,
        crmTicketId: `DEP-${digits(`ticket\n${request.requestId}`, 10)}`,
      });
    },
  };
}
