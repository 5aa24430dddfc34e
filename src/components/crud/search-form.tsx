import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Form } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { DictDataRow } from '../../../contract/system';
import { addDateRange } from '../../lib/ruoyi';
import { fieldOptions, type LoadedOptions } from './field-options';
import { searchWidgets, widgets } from './field-types';
import type { AnyRow, FieldDef } from './types';
import type { Query } from './use-crud-list';

interface Props<Row extends AnyRow> {
  fields: FieldDef<Row>[];
  dicts: Record<string, DictDataRow[]>;
  initialValues?: Query;
  onSearch: (query: Query) => void;
  loaded?: LoadedOptions;
  /** the form's name, the prefix of its fields' ids */
  name?: string;
}

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Form values → list query: empty values dropped, date ranges as params[beginTime]/[endTime]. */
export function toQuery<Row extends AnyRow>(fields: FieldDef<Row>[], values: Record<string, unknown>): Query {
  let query: Query = {};
  let ranges = 0;
  for (const f of fields.filter((x) => x.search)) {
    const v = values[f.name];
    if (f.search === 'dateRange') {
      const range = v as [Dayjs, Dayjs] | null | undefined;
      if (!range?.[0] || !range[1]) continue;
      const dates = [range[0].format('YYYY-MM-DD'), range[1].format('YYYY-MM-DD')];
      // the first range is the RuoYi default (beginTime/endTime); others carry their name
      query = addDateRange(query, dates, ranges++ === 0 ? undefined : capitalize(f.name));
    } else if (v !== undefined && v !== null && v !== '') {
      query[f.name] = typeof v === 'string' ? v.trim() : v;
    }
  }
  return query;
}

/**
 * List query → form values, toQuery's inverse: a filter that came with a link shows in the form,
 * a date range too (as params[beginTime]/[endTime] or nested under params).
 */
export function toFormValues<Row extends AnyRow>(fields: FieldDef<Row>[], query: Query): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  const nested = (query.params && typeof query.params === 'object' ? query.params : {}) as Record<string, unknown>;
  const param = (name: string) => nested[name] ?? query[`params[${name}]`];
  let ranges = 0;
  for (const f of fields.filter((x) => x.search)) {
    if (f.search === 'dateRange') {
      const suffix = ranges++ === 0 ? 'Time' : capitalize(f.name);
      const [begin, end] = [param(`begin${suffix}`), param(`end${suffix}`)];
      if (typeof begin === 'string' && typeof end === 'string') values[f.name] = [dayjs(begin), dayjs(end)];
    } else if (query[f.name] !== undefined) {
      values[f.name] = query[f.name];
    }
  }
  return values;
}

/** The search form of a list page: text, select/dict, tree-select and date-range widgets. */
export function SearchForm<Row extends AnyRow>({ fields, dicts, initialValues, onSearch, loaded, name }: Props<Row>) {
  const { t } = useTranslation(['crud']);
  const [form] = Form.useForm();
  const formName = `${name ?? 'crud'}-search`;
  const searchable = fields.filter((f) => f.search);

  const submit = (values: Record<string, unknown>) => onSearch(toQuery(searchable, values));
  const reset = () => {
    form.resetFields();
    submit(form.getFieldsValue());
  };

  return (
    <Form form={form} name={formName} layout="inline" initialValues={initialValues && toFormValues(searchable, initialValues)} onFinish={submit} className="crud-search" role="search">
      {searchable.map((f) => {
        const label = t(f.label);
        const control = widgets[searchWidgets[f.search!]]({
          options: fieldOptions(f, dicts, loaded),
          enter: t('crud:enter', { label }),
          select: t('crud:select', { label }),
          search: { style: { width: 200 }, placeholder: [t('crud:beginDate'), t('crud:endDate')] },
        });
        return (
          <Form.Item key={f.name} name={f.name} label={label} style={{ marginBottom: 12 }}>
            {control}
          </Form.Item>
        );
      })}
      <Form.Item style={{ marginBottom: 12 }}>
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
          {t('crud:search')}
        </Button>
        <Button style={{ marginLeft: 8 }} icon={<ReloadOutlined />} onClick={reset}>
          {t('crud:reset')}
        </Button>
      </Form.Item>
    </Form>
  );
}
