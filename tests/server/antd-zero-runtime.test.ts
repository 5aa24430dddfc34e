// @databases: embedded — no database: build and bundle checks
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { withoutStyleFunctions } from '../../build/antd-zero-runtime';

const antdEs = path.join(path.dirname(createRequire(import.meta.url).resolve('antd/package.json')), 'es');

describe("antd's style modules without the code that writes CSS at run time", () => {
  it("replaces a style hook factory's style function, and keeps its name, tokens and options", () => {
    const code = "export default genStyleHooks('Button', token => [genA(token), genB(token)], prepareToken, { unitless: { x: true } });\nconst sub = genSubStyleComponent(['Button', 'compact'], function (t) { return gen(t); }, prepareToken);\nother(token => 1, 2);";
    expect(withoutStyleFunctions(code)).toBe(
      "export default genStyleHooks('Button', () => [], prepareToken, { unitless: { x: true } });\nconst sub = genSubStyleComponent(['Button', 'compact'], () => [], prepareToken);\nother(token => 1, 2);",
    );
  });

  it('leaves a module that makes no style hook as it was', () => {
    const code = "import { unit } from '@ant-design/cssinjs';\nexport const genFocusOutline = (token) => ({ outline: unit(token.lineWidth) });";
    expect(withoutStyleFunctions(code)).toBe(code);
  });

  it("rewrites every style module of antd's that makes a hook into one that still parses", () => {
    const modules = readdirSync(antdEs, { recursive: true, encoding: 'utf8' })
      .filter((file) => /(^|\/)style(\/[^/]+)?\.js$/.test(file))
      .map((file) => path.join(antdEs, file));
    const rewritten = modules
      .map((file) => readFileSync(file, 'utf8'))
      .filter((code) => /gen(StyleHooks|ComponentStyleHook|SubStyleComponent)\(/.test(code))
      .map(withoutStyleFunctions);
    expect(rewritten.length).toBeGreaterThan(60);
    for (const code of rewritten) {
      expect(code).toContain('() => []');
      expect(() => parseAst(code)).not.toThrow();
    }
  });
});
