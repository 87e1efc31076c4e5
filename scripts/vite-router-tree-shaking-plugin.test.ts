import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { rootDir } from '../server/paths';
import { markRouterCallsPure } from './vite-router-tree-shaking-plugin';

describe('markRouterCallsPure', () => {
  const fixture = [
    'import * as React from "react";',
    'var DataRouterContext = React.createContext(null);',
    'DataRouterContext.displayName = "DataRouter";',
    'var Link = React10.forwardRef(',
    '  function LinkWithRef(props, ref) {',
    '    let location = React10.useContext(LocationContext);',
    '    React10.useLayoutEffect(() => {}, []);',
    '    return null;',
    '  }',
    ');',
    'Link.displayName = "Link";',
    'var validRequestMethods = new Set(validRequestMethodsArr);',
    'function useThing() {',
    '  let ctx = React.createContext(null);',
    '  ctx.displayName = "inner";',
    '  return ctx;',
    '}',
  ].join('\n');

  it('marks the top-level context and component calls pure and drops their display names', () => {
    const { code, pureCalls, displayNamesRemoved } = markRouterCallsPure(fixture);
    expect(code).toContain('var DataRouterContext = /* @__PURE__ */ React.createContext(null);');
    expect(code).toContain('var Link = /* @__PURE__ */ React10.forwardRef(');
    expect(code).toContain('var validRequestMethods = /* @__PURE__ */ new Set(validRequestMethodsArr);');
    expect(code).not.toContain('.displayName = "DataRouter"');
    expect(code).not.toContain('Link.displayName');
    expect(pureCalls).toBe(3);
    expect(displayNamesRemoved).toBe(2);
  });

  it('leaves code inside functions alone: hook calls, and what a function builds and returns', () => {
    const { code } = markRouterCallsPure(fixture);
    expect(code).toContain('    React10.useLayoutEffect(() => {}, []);');
    expect(code).toContain('  let ctx = React.createContext(null);');
    expect(code).toContain('  ctx.displayName = "inner";');
  });

  it('keeps every line where it was, so source maps still point at the right place', () => {
    expect(markRouterCallsPure(fixture).code.split('\n')).toHaveLength(fixture.split('\n').length);
  });

  it('still finds its targets in the installed React Router', () => {
    const dist = path.join(rootDir, 'node_modules/react-router/dist/development');
    const chunk = fs
      .readdirSync(dist)
      .filter((file) => /^chunk-[\w-]+\.mjs$/.test(file))
      .map((file) => fs.readFileSync(path.join(dist, file), 'utf8'))
      .find((code) => code.includes('var LocationContext = React.createContext('));
    expect(chunk, 'the module that creates the router contexts').toBeDefined();
    const rewrite = markRouterCallsPure(chunk ?? '');
    expect(rewrite.code).toMatch(/var LocationContext = \/\* @__PURE__ \*\/ React\.createContext\(/);
    expect(rewrite.code).toMatch(/var Link = \/\* @__PURE__ \*\/ React\d*\.forwardRef\(/);
    expect(rewrite.code).not.toMatch(/^Link\.displayName = /m);
    expect(rewrite.pureCalls).toBeGreaterThanOrEqual(15);
  });
});
