import { describe, expect, it } from 'vitest';
import { rewriteCommonJsFactories } from './vite-eager-compile-plugin';

describe('rewriteCommonJsFactories', () => {
  it('turns each CommonJS factory arrow into a parenthesised function expression', () => {
    const chunk = [
      'var require_a = /* @__PURE__ */ __commonJSMin(((exports) => {',
      '\texports.a = 1;',
      '}));',
      'var require_b = /* @__PURE__ */ __commonJSMin(((exports, module) => {',
      '\tmodule.exports = require_a();',
      '}));',
    ].join('\n');
    const rewritten = rewriteCommonJsFactories(chunk);
    expect(rewritten).toContain('__commonJSMin((function(exports) {');
    expect(rewritten).toContain('__commonJSMin((function(exports, module) {');
    expect(rewritten).not.toContain('=>');
  });

  it('still runs the same: the factories build the same exports', () => {
    const chunk = [
      'const __commonJSMin = (cb, mod) => () => (mod || cb((mod = { exports: {} }).exports, mod), mod.exports);',
      'var require_a = __commonJSMin(((exports) => { exports.a = 1; }));',
      'var require_b = __commonJSMin(((exports, module) => { module.exports = { b: require_a().a + 1 }; }));',
      'return require_b();',
    ].join('\n');
    const run = (code: string) => new Function(`"use strict";\n${code}`)() as unknown;
    expect(run(rewriteCommonJsFactories(chunk))).toEqual(run(chunk));
    expect(run(rewriteCommonJsFactories(chunk))).toEqual({ b: 2 });
  });

  it('leaves other arrows alone', () => {
    const code = 'const f = ((a) => a + 1); list.map((x) => x);';
    expect(rewriteCommonJsFactories(code)).toBe(code);
  });
});
