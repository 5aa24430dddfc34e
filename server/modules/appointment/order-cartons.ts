import { provideCartonSums } from '../order/cartons.js';
import { cartonsOf } from './cartons.js';

// The orders' list and detail show what is booked and received of each (issue 46): the order
// module asks through this, so it never imports the appointments.
provideCartonSums((db, orderIds) => cartonsOf(db, orderIds));
