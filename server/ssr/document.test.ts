import { describe, expect, it } from 'vitest';
import { renderDocument } from './document';

const TEMPLATE = '<head><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-state--></body>';
const NO_ASSETS = { scripts: [], styles: [] };

describe('renderDocument', () => {
  it('inserts text containing replacement patterns literally', () => {
    const html = renderDocument(TEMPLATE, { head: "<title>$' $`</title>", html: '<p>$& $$ $1</p>', state: '{"a":"$`"}', assets: NO_ASSETS });
    expect(html).toBe(
      '<head><title>$\' $`</title></head><body><div id="root"><p>$& $$ $1</p></div>' +
        '<script type="application/json" id="query-state">{"a":"$`"}</script></body>',
    );
  });

  it('carries the state as inert JSON, not as script that assigns it', () => {
    const html = renderDocument(TEMPLATE, { head: '', html: '', state: '{"queries":[]}', assets: NO_ASSETS });
    expect(html).toContain('<script type="application/json" id="query-state">{"queries":[]}</script>');
    expect(html).not.toContain('window.');
  });
});
