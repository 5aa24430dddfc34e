import { count, eq, inArray } from 'drizzle-orm';
import { warehouseBookings } from '../warehouse/service.js';
import { bizDockDoor } from '../warehouse/table.js';
import { bizAppointment } from './table.js';

/** Tells the warehouse module which doors and warehouses appointments name, so it refuses to drop them. */
warehouseBookings.provide({
  bookedDoors: (db, doorIds) =>
    doorIds.length
      ? db
          .selectDistinct({ doorId: bizDockDoor.doorId, doorName: bizDockDoor.doorName })
          .from(bizDockDoor)
          .innerJoin(bizAppointment, eq(bizAppointment.doorId, bizDockDoor.doorId))
          .where(inArray(bizDockDoor.doorId, doorIds))
      : Promise.resolve([]),
  // how many appointments each of these warehouses has; those with none are left out
  bookedWarehouses: (db, ids) =>
    db
      .select({ warehouseId: bizAppointment.warehouseId, n: count() })
      .from(bizAppointment)
      .where(inArray(bizAppointment.warehouseId, ids))
      .groupBy(bizAppointment.warehouseId),
});
