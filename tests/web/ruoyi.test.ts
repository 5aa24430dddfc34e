import { beforeEach, describe, expect, it } from 'vitest';
import { addDateRange, blobValidate, handleTree, parseTime, selectDictLabel, selectDictLabels } from '../../src/lib/ruoyi';

const local = new Date(2024, 0, 5, 7, 8, 9); // a Friday, in the test machine's zone
const ms = local.getTime();

beforeEach(() => localStorage.clear());

describe('parseTime', () => {
  it('uses {y}-{m}-{d} {h}:{i}:{s} by default, zero-padded', () => {
    expect(parseTime(local)).toBe('2024-01-05 07:08:09');
  });

  it('reads a 10-digit number as seconds', () => {
    expect(parseTime(Math.floor(ms / 1000))).toBe('2024-01-05 07:08:09');
    expect(parseTime(ms)).toBe('2024-01-05 07:08:09');
  });

  it('reads a numeric string as a timestamp (10 digits: seconds)', () => {
    expect(parseTime(String(ms))).toBe('2024-01-05 07:08:09');
    expect(parseTime(String(Math.floor(ms / 1000)))).toBe('2024-01-05 07:08:09');
  });

  it('reads server date strings with dashes and a T', () => {
    expect(parseTime('2024-01-05 07:08:09')).toBe('2024-01-05 07:08:09');
    expect(parseTime('2024-01-05T07:08:09.123')).toBe('2024-01-05 07:08:09');
  });

  it('fills every placeholder, {a} being the weekday in the stored language', () => {
    expect(parseTime(local, '{y}/{m}/{d} {h}h{i}m{s}s 星期{a}')).toBe('2024/01/05 07h08m09s 星期五');
    expect(parseTime(local, '{y}-{m}-{d}')).toBe('2024-01-05');
    localStorage.setItem('lang', 'en');
    expect(parseTime(local, '{a}')).toBe('Fri');
  });

  it('gives null for nothing or nonsense', () => {
    expect(parseTime(null)).toBeNull();
    expect(parseTime(undefined)).toBeNull();
    expect(parseTime('')).toBeNull();
    expect(parseTime('not a date')).toBeNull();
  });
});

describe('addDateRange', () => {
  it('adds beginTime (first item) and endTime (second) under params', () => {
    const query = { pageNum: 1, params: { other: 'x' } };
    const out = addDateRange(query, ['2024-01-01', '2024-01-31']);
    expect(out).toEqual({ pageNum: 1, params: { other: 'x', beginTime: '2024-01-01', endTime: '2024-01-31' } });
    expect(query.params).toEqual({ other: 'x' }); // the caller's object is left alone
  });

  it('names the keys begin{Prop}/end{Prop} with a property name', () => {
    expect(addDateRange({}, ['a', 'b'], 'CreateTime').params).toEqual({ beginCreateTime: 'a', endCreateTime: 'b' });
  });

  it('tolerates no range and a params that is not an object', () => {
    expect(addDateRange({ params: 'oops' as unknown as Record<string, unknown> }, null).params).toEqual({
      beginTime: undefined,
      endTime: undefined,
    });
  });
});

describe('handleTree', () => {
  const flat = [
    { id: 1, parentId: 0, name: 'root A' },
    { id: 2, parentId: 1, name: 'child A1' },
    { id: 3, parentId: 2, name: 'grandchild' },
    { id: 4, parentId: 0, name: 'root B' },
    { id: 5, parentId: 1, name: 'child A2' },
  ];

  it('builds the tree from id/parentId with root parent 0', () => {
    const tree = handleTree(flat);
    expect(tree.map((n) => n.name)).toEqual(['root A', 'root B']);
    const a = tree[0].children as typeof tree;
    expect(a.map((n) => n.name)).toEqual(['child A1', 'child A2']);
    expect((a[0].children as typeof tree)[0].name).toBe('grandchild');
    expect(tree[1].children).toBeUndefined();
    expect(flat[0]).not.toHaveProperty('children');
  });

  it('takes other key names and keeps orphans as roots', () => {
    const tree = handleTree(
      [
        { deptId: 10, pid: 9, label: 'orphan' },
        { deptId: 11, pid: 10, label: 'kid' },
      ],
      'deptId',
      'pid',
      'kids',
    );
    expect(tree).toHaveLength(1);
    expect(tree[0].label).toBe('orphan');
    expect((tree[0].kids as unknown[]).length).toBe(1);
  });
});

describe('selectDictLabel', () => {
  const dicts = [
    { dictValue: '0', dictLabel: 'Normal' },
    { dictValue: '1', dictLabel: 'Disabled' },
  ];

  it('maps a value (string or number) to its label', () => {
    expect(selectDictLabel(dicts, '1')).toBe('Disabled');
    expect(selectDictLabel(dicts, 0)).toBe('Normal');
  });

  it('returns the value itself when unknown, and "" for undefined', () => {
    expect(selectDictLabel(dicts, '7')).toBe('7');
    expect(selectDictLabel(dicts, undefined)).toBe('');
    expect(selectDictLabel(undefined, 'x')).toBe('x');
  });

  it('maps lists of values', () => {
    expect(selectDictLabels(dicts, '0,1')).toBe('Normal,Disabled');
  });
});

describe('blobValidate', () => {
  it('tells files from JSON error envelopes', () => {
    expect(blobValidate(new Blob(['x'], { type: 'application/octet-stream' }))).toBe(true);
    expect(blobValidate(new Blob(['{}'], { type: 'application/json' }))).toBe(false);
  });
});
