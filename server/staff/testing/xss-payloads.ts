/**
 * Cross-site scripting probes, sent through every field of the content forms. A page that runs
 * any of them sets `window.__xss` (the end-to-end tests look for it) or calls alert.
 */
export const XSS_PAYLOADS: readonly string[] = [
  '<script>window.__xss=1</script>',
  '"><script>window.__xss=1</script>',
  '\'><img src=x onerror="window.__xss=1">',
  '<img src=x onerror=window.__xss=1>',
  '<svg onload=window.__xss=1>',
  '<svg><script>window.__xss=1</script></svg>',
  '<iframe src="javascript:window.__xss=1"></iframe>',
  '<a href="javascript:window.__xss=1">click</a>',
  '<a href="jav&#x09;ascript:window.__xss=1">tab</a>',
  '<a href="data:text/html,<script>window.__xss=1</script>">data</a>',
  '<body onload=window.__xss=1>',
  '<details open ontoggle=window.__xss=1>',
  '<math><mtext><table><mglyph><style><img src=x onerror=window.__xss=1></style>',
  '<p style="background:url(javascript:window.__xss=1)">style</p>',
  '<object data="javascript:window.__xss=1"></object>',
  '<embed src="javascript:window.__xss=1">',
  '<form action="javascript:window.__xss=1"><button>go</button></form>',
  '<noscript><p title="</noscript><img src=x onerror=window.__xss=1>"></noscript>',
  '<template><script>window.__xss=1</script></template>',
  '<img src="/api/v1/get-images/x.png" onerror="window.__xss=1">',
  '</textarea><script>window.__xss=1</script>',
  '{{constructor.constructor("window.__xss=1")()}}',
  '${window.__xss=1}',
  '<scr<script>ipt>window.__xss=1</script>',
];
