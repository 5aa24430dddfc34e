// @databases: embedded — no database: build and bundle checks
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { cssBlocks, isDrawnLater, liveRules, partOf, splitSheet } from '../../build/antd-styles';
import { ANTD_PARTS } from '../../src/lib/antd-parts';

describe("antd's static sheet as the console loads it", () => {
  it('splits a sheet into its top-level blocks, at-rules whole, braces in strings ignored', () => {
    const sheet = '.a{color:red}\n@media (max-width:1px){.b{x:1}.c{y:2}}\n.d::before{content:"}"}';
    expect(cssBlocks(sheet)).toEqual(['.a{color:red}', '@media (max-width:1px){.b{x:1}.c{y:2}}', '.d::before{content:"}"}']);
  });

  it("leaves out the token blocks of a provider scope React no longer names, and nothing else", () => {
    const sheet = '.ant-btn{a:1}.css-var-_R_0_.ant-btn{--ant-x:1}@keyframes k{to{b:2}}.css-var-_R_29n_.ant-tag{--ant-y:2}';
    expect(liveRules(sheet)).toBe('.ant-btn{a:1}\n@keyframes k{to{b:2}}');
  });

  it("antd's real sheet keeps every other block, and is a tenth lighter", () => {
    const sheet = readFileSync(createRequire(import.meta.url).resolve('antd/dist/antd.css'), 'utf8');
    const live = liveRules(sheet);
    const blocks = cssBlocks(sheet);
    expect(cssBlocks(live)).toEqual(blocks.filter((b) => !b.startsWith('.css-var-')));
    expect(blocks.length - cssBlocks(live).length).toBeGreaterThan(0);
    expect(live.length).toBeLessThan(sheet.length * 0.95);
    // that these never match is checked in the browser's terms: tests/web/antd-styles.test.ts
    expect(live).not.toMatch(/\.css-var-/);
  });
  it('puts off a block when every selector of it names a class of a component drawn later, keyframes never', () => {
    expect(isDrawnLater('.ant-modal .ant-btn{a:1}')).toBe(true);
    expect(isDrawnLater('.ant-modal-confirm-btns,.ant-drawer-body{a:1}')).toBe(true);
    expect(isDrawnLater('.ant-btn,.ant-modal{a:1}')).toBe(false);
    expect(isDrawnLater('.ant-picker-cell{a:1}')).toBe(false);
    expect(isDrawnLater('.ant-modals-like{a:1}')).toBe(false);
    expect(isDrawnLater('@media (max-width:1px){.ant-modal{a:1}.ant-drawer{b:2}}')).toBe(true);
    expect(isDrawnLater('@media (max-width:1px){.ant-modal{a:1}.ant-table{b:2}}')).toBe(false);
    expect(isDrawnLater('@keyframes antZoomIn{to{opacity:1}}')).toBe(false);
    // a pop-up waits for its hover or click; the button that opens it is drawn with the first rows
    expect(isDrawnLater('.ant-tooltip-inner,.ant-select-dropdown .ant-select-item{a:1}')).toBe(true);
    expect(isDrawnLater('.ant-dropdown-trigger.ant-btn>.anticon-down{a:1}')).toBe(false);
    expect(isDrawnLater('.ant-select-selector{a:1}')).toBe(false);
  });

  it('gives a first-paint block to a part when each of its selectors names a class of that part, keyframes never', () => {
    expect(partOf('.ant-tree .ant-tree-node{a:1}')).toBe('tree');
    expect(partOf('.ant-form-item .ant-picker,.ant-picker-input>input{a:1}')).toBe('picker');
    expect(partOf('.ant-picker,.ant-input{a:1}')).toBeUndefined();
    expect(partOf('.ant-picker,.ant-tree{a:1}')).toBeUndefined();
    expect(partOf('.ant-treeish{a:1}')).toBeUndefined();
    expect(partOf('@media (max-width:1px){.ant-card{a:1}.ant-card-head{b:2}}')).toBe('card');
    expect(partOf('@media (max-width:1px){.ant-card{a:1}.ant-table{b:2}}')).toBeUndefined();
    expect(partOf('@keyframes antSkeletonLoading{to{a:1}}')).toBeUndefined();
  });

  it("splits antd's real sheet into the first part, a sheet per part and the later one, every live block in one of them, each in antd's order", () => {
    const sheet = readFileSync(createRequire(import.meta.url).resolve('antd/dist/antd.css'), 'utf8');
    const live = cssBlocks(liveRules(sheet));
    const { firstPaint, parts, allParts, later } = splitSheet(sheet);
    const sheets = [firstPaint, later, ...ANTD_PARTS.map((part) => parts[part])].map(cssBlocks);
    expect(sheets.reduce((n, blocks) => n + blocks.length, 0)).toBe(live.length);
    for (const blocks of sheets) expect(blocks).toEqual(live.filter((b) => blocks.includes(b)));
    expect(firstPaint).toMatch(/\.ant-table\b/);
    expect(firstPaint).not.toMatch(/\.ant-tree\b/);
    expect(parts.tree).toMatch(/\.ant-tree\b/);
    expect(later).toMatch(/\.ant-modal\b/);
    expect(later.length).toBeGreaterThan(liveRules(sheet).length * 0.2);
    expect(cssBlocks(allParts)).toEqual(live.filter((b) => ANTD_PARTS.some((part) => parts[part].includes(b))));
    // every part is a component antd still draws: a renamed one would leave its sheet empty
    expect(ANTD_PARTS.filter((part) => !parts[part])).toEqual([]);
  });
});
