import type { Plugin } from 'vite';

/**
 * Lets the bundler drop the parts of React Router this site never runs (the data router, its
 * prefetching, `<Form>`, `<ScrollRestoration>`…): measured in a minimal bundle of the hooks the site
 * uses, 13.4 KB gz before, 5.6 KB after.
 *
 * React Router ships as one large module whose top level creates its contexts and components with
 * calls the bundler must assume have side effects (`React.createContext(…)`, `React.forwardRef(…)`,
 * nothing marks them pure) and then names them for React's developer tools
 * (`Link.displayName = "Link"`), a write that keeps the object alive. So every context and
 * component stays in the bundle, used or not, and with them everything they reference.
 *
 * The rewrite marks those top-level calls pure, as a compiler would have annotated them, and drops
 * the display names, which only developer tools read. Both keep the behaviour of everything that
 * is used: a pure mark only allows the bundler to drop a call whose result nothing uses. The
 * module's shape is checked: when a release of React Router no longer matches, the build fails
 * here rather than silently growing by 8 KB.
 */
const ROUTER_MODULE = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/](?:development|production)[\\/]chunk-[\w-]+\.mjs$/;

/** `var X = React3.createContext(`, `var Link = React10.forwardRef(`, and the like, at the top level. */
const TOP_LEVEL_COMPONENT_CALL = /^(var [\w$]+ = )(React\d*\.(?:createContext|forwardRef|memo)\()/gm;

/** `Link.displayName = "Link";` at the top level (removed, its line left empty so lines keep their numbers). */
const DISPLAY_NAME_ASSIGNMENT = /^[\w$]+\.displayName = "[^"\n]*";$/gm;

/** Calls into the platform whose results are only stored (`var x = new Set(…)`), at the top level. */
const TOP_LEVEL_BUILT_IN_CALL = /^(var [\w$]+ = )(new (?:URL|Set|Map|WeakMap)\(|Object\.getOwnPropertyNames\(Object\.prototype\))/gm;

export interface RouterRewrite {
  code: string;
  pureCalls: number;
  displayNamesRemoved: number;
}

export function markRouterCallsPure(code: string): RouterRewrite {
  let pureCalls = 0;
  let displayNamesRemoved = 0;
  const markPure = (_match: string, declaration: string, call: string) => {
    pureCalls += 1;
    return `${declaration}/* @__PURE__ */ ${call}`;
  };
  const rewritten = code
    .replace(TOP_LEVEL_COMPONENT_CALL, markPure)
    .replace(TOP_LEVEL_BUILT_IN_CALL, markPure)
    .replace(DISPLAY_NAME_ASSIGNMENT, () => {
      displayNamesRemoved += 1;
      return '';
    });
  return { code: rewritten, pureCalls, displayNamesRemoved };
}

export function routerTreeShakingPlugin(): Plugin {
  return {
    name: 'clinic:router-tree-shaking',
    apply: 'build',
    transform: {
      filter: { id: ROUTER_MODULE },
      handler(code, id) {
        const rewrite = markRouterCallsPure(code);
        // The module that defines the contexts must match; React Router's other chunks may not.
        if (code.includes('React.createContext(') && (rewrite.pureCalls === 0 || rewrite.displayNamesRemoved === 0))
          this.error(`React Router's module no longer has the shape scripts/vite-router-tree-shaking-plugin.ts rewrites: ${id}`);
        if (rewrite.pureCalls === 0 && rewrite.displayNamesRemoved === 0) return null;
        return { code: rewrite.code, map: null };
      },
    },
  };
}
