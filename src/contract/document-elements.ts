/**
 * The ids of the inert JSON elements the server writes into every page and the browser reads:
 * one name for both sides, so they cannot drift apart.
 */
/** The API data the page was rendered with (a dehydrated query cache). */
export const QUERY_STATE_ELEMENT_ID = 'query-state';
/** The page's modules for src/boot.ts, in dependency order (vite.config.ts writes the id into the boot script). */
export const PAGE_MODULES_ELEMENT_ID = 'page-modules';
/**
 * The window event src/boot.ts sends once the app has started and its router answers Back and
 * Forward: until then the page's inline starter (server/ssr/boot-starter.ts) does.
 */
export const APP_STARTED_EVENT = 'app-started';
