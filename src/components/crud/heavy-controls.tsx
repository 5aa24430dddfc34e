import { DatePicker, InputNumber, TreeSelect } from 'antd';

// The dialog's and search form's heavier controls, in a chunk of their own (field-types.tsx).
export const DateControl = DatePicker;
export const DateRangeControl = DatePicker.RangePicker;
export const NumberControl = InputNumber;
export const TreeControl = TreeSelect;
