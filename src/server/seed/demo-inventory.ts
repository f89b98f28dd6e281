import { and, eq, like } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { inventoryLocations, productItems } from '../db/schema';
import { demoSalesAgents } from './demo-agents';
import { catalogueProducts } from './product-catalogue';

// Stock for the demo agents and a warehouse to send it back to: every physical product of the
// catalogue, a few of each, with serials an agent can type from the device's label. Soft POS is an
// app on the merchant's phone, so it has no stock.

const WAREHOUSE = { id: 'WH-MUM-CENTRAL', name: 'Mumbai central warehouse' } as const;

const serialPrefix: Record<string, string> = {
  'PRD-POS-A910': 'A910',
  'PRD-VOICE-POD': 'VP4G',
  'PRD-VOICE-POD-PRO': 'VPP4',
  'PRD-SQR-MINI': 'SQRM',
  'PRD-DQR-MINI': 'DQRM',
};

const perAgent = 4;

/** The serial of the n-th (from 1) demo item of a product held by an agent. */
export function demoSerial(productId: string, employeeId: string, n: number): string {
  const prefix = serialPrefix[productId];
  if (!prefix) throw new Error(`no stock is seeded for ${productId}`);
  return `${prefix}${employeeId.replace(/\D/g, '')}${String(n).padStart(3, '0')}`;
}

export async function seedDemoInventory(db: Database, now: Date) {
  const stocked = demoSalesAgents.filter((a) => a.crmAccess);
  await db
    .insert(inventoryLocations)
    .values([
      { ...WAREHOUSE, kind: 'WAREHOUSE' as const, employeeId: null },
      ...stocked.map((a) => ({ id: a.locationId, name: `${a.name} (${a.employeeId})`, kind: 'AGENT' as const, employeeId: a.employeeId })),
    ])
    .onConflictDoNothing();
  const receivingDate = now.toISOString().slice(0, 10);
  const rows = stocked.flatMap((agent) =>
    catalogueProducts
      .filter((p) => serialPrefix[p.id])
      .flatMap((product) =>
        Array.from({ length: perAgent }, (_, i) => {
          const serialNumber = demoSerial(product.id, agent.employeeId, i + 1);
          return {
            productItemNumber: `PI-${serialNumber}`,
            productId: product.id,
            productType: product.type,
            productName: product.name,
            serialNumber,
            // A POS terminal's SIM slot carries an IMEI; sound boxes and QR codes have one serial.
            secondarySerialNumber: product.type === 'POS' ? `35${serialNumber.replace(/\D/g, '').padStart(13, '0')}` : null,
            locationId: agent.locationId,
            receivingDate,
          };
        }),
      ),
  );
  await db.insert(productItems).values(rows).onConflictDoNothing();
}

/** The serials of the devices the seed's deployed merchants got start here: apart from the agents' stock above. */
const DEPLOYED_FROM = 101;

/**
 * Devices an agent received for one of the seed's deployments (demo-opportunities.ts), just before it
 * takes them from their stock: serials from 101, so that the stock above (1 to 4) stays as it is.
 * Answers their serials.
 */
export async function receiveDemoDevices(db: Database, agent: { employeeId: string; locationId: string | null }, productId: string, quantity: number, now: Date): Promise<string[]> {
  const product = catalogueProducts.find((p) => p.id === productId);
  if (!product || !serialPrefix[productId] || !agent.locationId) return [];
  const prefix = demoSerial(productId, agent.employeeId, 0).slice(0, -3);
  const received = await db
    .select({ serialNumber: productItems.serialNumber })
    .from(productItems)
    .where(and(eq(productItems.productId, productId), like(productItems.serialNumber, `${prefix}%`)));
  const from = Math.max(DEPLOYED_FROM, ...received.map((r) => Number(r.serialNumber.slice(prefix.length)) + 1));
  const serials = Array.from({ length: quantity }, (_, i) => demoSerial(productId, agent.employeeId, from + i));
  await db.insert(productItems).values(
    serials.map((serialNumber) => ({
      productItemNumber: `PI-${serialNumber}`,
      productId,
      productType: product.type,
      productName: product.name,
      serialNumber,
      secondarySerialNumber: product.type === 'POS' ? `35${serialNumber.replace(/\D/g, '').padStart(13, '0')}` : null,
      locationId: agent.locationId,
      receivingDate: now.toISOString().slice(0, 10),
    })),
  );
  return serials;
}
