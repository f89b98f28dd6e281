import { access, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { RegistryProvider } from './registry-provider';

const POLL_MS = 25;

/** The file whose appearance lets held lookups answer. */
export const RELEASE_FILE = 'release';

/** The file a held lookup writes, so a watcher knows the server is waiting inside it. */
export function heldFileName(lookup: keyof RegistryProvider, identifier: string): string {
  return `held-${lookup}-${identifier}`;
}

async function exists(path: string): Promise<boolean> {
  return access(path).then(
    () => true,
    () => false,
  );
}

/**
 * The registries made to wait at a point a test chooses (SANDBOX_REGISTRY_HOLD_DIR): every lookup
 * writes `held-<lookup>-<identifier>` into the folder and answers only once a file named `release`
 * is there. A mutation that looks up a PAN is thereby stopped inside its transaction, where a test
 * can kill the server and show that a retry still has exactly one effect. Never set in production.
 */
export function heldRegistry(inner: RegistryProvider, folder: string): RegistryProvider {
  async function hold(lookup: keyof RegistryProvider, identifier: string): Promise<void> {
    await writeFile(join(folder, heldFileName(lookup, identifier)), '');
    while (!(await exists(join(folder, RELEASE_FILE)))) {
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }
  return {
    async panDetails(pan) {
      await hold('panDetails', pan);
      return inner.panDetails(pan);
    },
    async gstinsForPan(pan) {
      await hold('gstinsForPan', pan);
      return inner.gstinsForPan(pan);
    },
    async gstDetails(gstin) {
      await hold('gstDetails', gstin);
      return inner.gstDetails(gstin);
    },
    async cinDetails(cin) {
      await hold('cinDetails', cin);
      return inner.cinDetails(cin);
    },
    async cinsForPan(pan) {
      await hold('cinsForPan', pan);
      return inner.cinsForPan(pan);
    },
    async llpinDetails(llpin) {
      await hold('llpinDetails', llpin);
      return inner.llpinDetails(llpin);
    },
    async udyamDetails(udyamNumber) {
      await hold('udyamDetails', udyamNumber);
      return inner.udyamDetails(udyamNumber);
    },
    async shopEstablishmentDetails(registrationNumber, stateCode, businessName) {
      // A registration number may hold '/', which a file name cannot.
      await hold('shopEstablishmentDetails', registrationNumber.replaceAll('/', '_'));
      return inner.shopEstablishmentDetails(registrationNumber, stateCode, businessName);
    },
  };
}
