/**
 * autocannon `setupClient` for `npm run bench:api` (a CommonJS file: autocannon's worker thread
 * `require`s it).
 *
 * autocannon keeps every response body as a string (`body += chunk`), decoding it as UTF-8.
 * That is cheap for plain text but costs the load generator about four times as much for a
 * compressed (binary) body, e.g. the brotli blog list: on this 2-core machine the client, not
 * the server, then sets the pace (12.7 kB of random bytes: ~5,000 req/s; the same length of
 * ASCII: ~21,000). No browser does this, and the bench never looks at the body text, so each
 * connection here only counts the bytes (autocannon does that separately).
 */
module.exports = function countBodyBytesOnly(client) {
  client.pipelinedRequests.addBody = function ignoreBodyText() {};
};
