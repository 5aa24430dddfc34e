// Demo data for `npm start` on a fresh database: one file per seeded area, above the modules it seeds.
import type { Db } from '../db/client.js';
import { seedAppointmentDemo } from './appointment.js';
import { seedClearanceDemo } from './clearance.js';
import { seedFilingDemo } from './filing.js';
import { seedInventoryDemo } from './inventory.js';
import { seedOrderDemo } from './order.js';
import { seedPreorderDemo } from './preorder.js';
import { seedProductDemo } from './product.js';
import { seedSupplierDemo } from './supplier.js';

export { DEMO_PASSWORD, seedDemo } from './users.js';

/**
 * A believable business story on top of the demo accounts: products, orders at every status,
 * pre-orders, filings, appointments (one booked by a supplier through its link), clearances, stock and outbound containers with their history. Only `npm start` on a fresh database runs it; the
 * API tests start from empty business tables.
 */
export async function seedBusinessDemo(db: Db): Promise<void> {
  await seedProductDemo(db);
  await seedOrderDemo(db);
  await seedPreorderDemo(db);
  await seedFilingDemo(db);
  await seedAppointmentDemo(db);
  await seedSupplierDemo(db);
  await seedClearanceDemo(db);
  await seedInventoryDemo(db);
}
