import { DownOutlined, ReloadOutlined, SearchOutlined, UpOutlined } from '@ant-design/icons';
import { Button, Form } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
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
  /**
   * phone width: the first field only, the others folded behind a "more filters" toggle, each
   * control the full width; a list starts on the first screen instead of below ten fields
   */
  compact?: boolean;
}

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The name in a range's params[begin…]/params[end…]: its own, else Time for the first range, else its field's. */
const rangeSuffix = (f: { name: string; rangeParam?: string }, index: number) => f.rangeParam ?? (index === 0 ? 'Time' : capitalize(f.name));

/** Form values → list query: empty values dropped, date ranges as params[beginTime]/[endTime]. */
export function toQuery<Row extends AnyRow>(fields: FieldDef<Row>[], values: Record<string, unknown>): Query {
  let query: Query = {};
  let ranges = 0;
  for (const f of fields.filter((x) => x.search)) {
    const v = values[f.name];
    if (f.search === 'dateRange') {
      const range = v as [Dayjs, Dayjs] | null | undefined;
      // named by its place among the ranges, filled or not: a second range alone keeps its name
      const suffix = rangeSuffix(f, ranges++);
      if (!range?.[0] || !range[1]) continue;
      const dates = [range[0].format('YYYY-MM-DD'), range[1].format('YYYY-MM-DD')];
      // the first range is the RuoYi default (beginTime/endTime); others carry their name
      query = addDateRange(query, dates, suffix === 'Time' ? undefined : suffix);
    } else if (Array.isArray(v)) {
      if (v.length) query[f.name] = v.join(',');
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
      const suffix = rangeSuffix(f, ranges++);
      const [begin, end] = [param(`begin${suffix}`), param(`end${suffix}`)];
      if (typeof begin === 'string' && typeof end === 'string') values[f.name] = [dayjs(begin), dayjs(end)];
    } else if (query[f.name] !== undefined) {
      const v = query[f.name];
      values[f.name] = f.searchMultiple && typeof v === 'string' ? v.split(',').filter(Boolean) : v;
    }
  }
  return values;
}

/** The text width of a 14 px control's hint, roughly: a CJK character 14 px, another 7.5 px. */
const textWidth = (text: string) => [...text].reduce((w, c) => w + (/[\u2e80-\uffff]/.test(c) ? 14 : 7.5), 0);
/** The room for a hint in a 200 px search control: its padding, and the clear or arrow icon. */
const HINT_ROOM = 200 - 2 * 11 - 20;

/**
 * A search control's hint: "Please select Customs status" is cut to "Please select Customs…" in
 * 200 px, so a hint that does not fit becomes the bare verb ("Select"), the whole one its title.
 */
export function searchHint(full: string, short: string): { placeholder: string; title?: string } {
  return textWidth(full) <= HINT_ROOM ? { placeholder: full } : { placeholder: short, title: full };
}

/** The search form of a list page: text, select/dict, tree-select and date-range widgets. */
export function SearchForm<Row extends AnyRow>({ fields, dicts, initialValues, onSearch, loaded, name, compact }: Props<Row>) {
  const { t } = useTranslation(['crud']);
  const [form] = Form.useForm();
  const formName = `${name ?? 'crud'}-search`;
  const searchable = fields.filter((f) => f.search);
  const initial = initialValues && toFormValues(searchable, initialValues);
  // a filter that came with a link (the home board's figures) is shown, not folded away
  const [more, setMore] = useState(() => searchable.slice(1).some((f) => initial?.[f.name] !== undefined));
  const folded = compact && !more;

  const submit = (values: Record<string, unknown>) => onSearch(toQuery(searchable, values));
  const reset = () => {
    form.resetFields();
    submit(form.getFieldsValue());
  };

  return (
    <Form
      form={form}
      name={formName}
      layout={compact ? 'horizontal' : 'inline'}
      initialValues={initial}
      onFinish={submit}
      className={compact ? 'crud-search crud-search-compact' : 'crud-search'}
      role="search"
    >
      {searchable.map((f, i) => {
        const label = t(f.label);
        // at phone width a control has the row: its whole hint fits
        const hint = (full: string, short: string) => (compact ? { placeholder: full } : searchHint(full, short));
        const enter = hint(t('crud:enter', { label }), t('crud:enterShort'));
        const select = hint(t('crud:select', { label }), t('crud:selectShort'));
        const { title } = searchWidgets[f.search!] === 'input' ? enter : select;
        const control = widgets[searchWidgets[f.search!]]({
          options: fieldOptions(f, dicts, loaded),
          multiple: f.searchMultiple,
          enter: enter.placeholder,
          select: select.placeholder,
          search: { style: { width: compact ? '100%' : 200 }, placeholder: [t('crud:beginDate'), t('crud:endDate')], title },
        });
        return (
          // folded fields stay in the form (hidden): their values still search
          <Form.Item key={f.name} name={f.name} label={label} hidden={folded && i > 0} style={{ marginBottom: 12 }}>
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
        {compact && searchable.length > 1 && (
          <Button type="link" aria-expanded={more} icon={more ? <UpOutlined /> : <DownOutlined />} iconPlacement="end" onClick={() => setMore(!more)}>
            {more ? t('crud:fewerFilters') : t('crud:moreFilters', { count: searchable.length - 1 })}
          </Button>
        )}
      </Form.Item>
    </Form>
  );
}
