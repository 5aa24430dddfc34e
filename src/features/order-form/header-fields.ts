import type { AnyRow, FieldDef } from '../../components/crud/types';

const text = <Row extends AnyRow>(name: string): FieldDef<Row> => ({ name, label: `order:${name}`, table: false });
const special = (values: AnyRow) => values.isSpecial === 'Y';

/** The dialog fields an order shares with a pre-order: staff, booking, traffic, suits and special goods. */
export const orderHeaderFields = <Row extends AnyRow>(): FieldDef<Row>[] => [
  text('documentary'),
  text('orderTaker'),
  text('district'),
  text('bookingCategory'),
  text('docSper'),
  text('traficOrder'),
  text('traficCode'),
  { name: 'isSuit', label: 'order:isSuit', type: 'dict', dict: 'sys_yes_no', form: { widget: 'radio' }, table: false },
  { name: 'isSpecial', label: 'order:isSpecial', type: 'dict', dict: 'sys_yes_no', form: { widget: 'radio' }, table: false },
  { ...text<Row>('specialCustoms'), form: { showIf: special } },
  { ...text<Row>('specialUnit'), form: { showIf: special } },
  { name: 'specialQtyRate', label: 'order:specialQtyRate', type: 'number', table: false, form: { showIf: special } },
];
