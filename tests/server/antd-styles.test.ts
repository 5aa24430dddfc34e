import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { cssBlocks, LOGIN_COMPONENTS, sheetFor } from '../../build/antd-styles';

describe("the login page's share of antd's sheet", () => {
  const sheet = [
    '.ant-btn{color:red}',
    '.ant-btn-primary:hover{color:"}{"}',
    '.ant-table .ant-btn{margin:0}',
    '.ant-table{display:table}',
    'a:hover{color:blue}',
    '.anticon svg{display:inline-block}',
    '.css-var-_R_0_{--ant-color-primary:#1677ff}',
    '@keyframes antFadeIn{0%{opacity:0}100%{opacity:1}}',
    '@media (max-width:575px){.ant-btn{width:100%}.ant-table{width:auto}}',
    '@media (hover:none){.ant-table-cell{color:red}}',
  ].join('');

  it('keeps the rules that name only its components, cuts media queries down, keeps keyframes', () => {
    expect(cssBlocks(sheetFor(['btn'], sheet))).toEqual([
      '.ant-btn{color:red}',
      '.ant-btn-primary:hover{color:"}{"}',
      'a:hover{color:blue}',
      '.anticon svg{display:inline-block}',
      '@keyframes antFadeIn{0%{opacity:0}100%{opacity:1}}',
      '@media (max-width:575px){.ant-btn{width:100%}}',
    ]);
  });

  it("is a small part of antd's real sheet, every rule of it also in the whole sheet", () => {
    const whole = readFileSync(createRequire(import.meta.url).resolve('antd/dist/antd.css'), 'utf8');
    const part = sheetFor(LOGIN_COMPONENTS, whole);
    const blocks = new Set(cssBlocks(whole));
    const plain = cssBlocks(part).filter((b) => !b.startsWith('@media') && !b.startsWith('@supports') && !b.startsWith('@container'));
    expect(plain.filter((b) => !blocks.has(b))).toEqual([]);
    expect(part).toContain('.ant-btn{');
    expect(part).toContain('.ant-segmented{');
    expect(part).toContain('.ant-notification{');
    expect(part).not.toContain('.ant-table');
    expect(gzipSync(part).length).toBeLessThan(gzipSync(whole).length / 5);
  });
});
