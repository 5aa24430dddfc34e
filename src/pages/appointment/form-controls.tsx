// The booking form's own controls, in one chunk of their own: the list draws its first rows
// without them (date panels, number inputs, the slot and order pickers), and the form brings them.
export { CargoInput } from './cargo-input';
export { DayPicker } from './day-picker';
export { OrderPicker } from './order-picker';
export { PlateInput } from './plate-input';
export { SlotSelect } from './slot-select';
export { WarehouseSelect } from './warehouse-select';
