import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { chooseContentEncoding, encodedVariants } from '../api/content-encoding';
import type { AssetMap, ChunkAssets } from './asset-map';

/**
 * One stylesheet per page, not one per chunk. The build splits the CSS by chunk, which suits a
 * client navigation (it fetches only the new sections' styles), but a first visit to the home page
 * then fetched seventeen render-blocking files. On a phone's HTTP/1.1 connection (six at a time,
 * each file a round trip) that was three round trips before the first paint; as one file it is one,
 * and every route's largest contentful paint comes 300 to 450 ms sooner under Lighthouse's slow 4G
 * (docs/performance.md).
 *
 * The bundle's address names its files (`/assets/styles/<a>~<b>~….css`, each a content-hashed
 * build file without its folder and `.css`), so any instance of the site can serve any page's
 * bundle from the build alone, and the address changes whenever a file in it does (cached for a
 * year like the files). Only the build's own stylesheets may be named.
 */
const ROUTE_PREFIX = '/assets/styles/';
const SEPARATOR = '~';
const ASSETS_FOLDER = 'assets/';
/** More than any page links (the home page links seventeen); a longer list is not one of ours. */
const MOST_FILES = 64;
/** Bundles kept compressed in memory: one per kind of page and language is a few dozen. */
const MOST_CACHED_BUNDLES = 200;
const ONE_YEAR = 60 * 60 * 24 * 365;

/** The bundle's address for these build stylesheets (`assets/…css`, in cascade order). */
export function styleBundleHref(files: readonly string[]): string {
  return `${ROUTE_PREFIX}${files.map((file) => file.slice(ASSETS_FOLDER.length, -'.css'.length)).join(SEPARATOR)}.css`;
}

/** Every stylesheet the build made for a chunk: the only files a bundle may hold. */
function buildStylesheets(assetMap: AssetMap): Set<string> {
  const chunks: ChunkAssets[] = [assetMap.clients, assetMap.sections, assetMap.sectionData, assetMap.pages].flatMap((group) =>
    Object.values(group).filter((chunk): chunk is ChunkAssets => Boolean(chunk)),
  );
  return new Set(chunks.flatMap((chunk) => chunk.css));
}

/** The files a bundle's address names, or undefined when it names anything but the build's stylesheets. */
function namedFiles(name: string, stylesheets: ReadonlySet<string>): string[] | undefined {
  if (!name.endsWith('.css')) return undefined;
  const files = name
    .slice(0, -'.css'.length)
    .split(SEPARATOR)
    .map((part) => `${ASSETS_FOLDER}${part}.css`);
  return files.length <= MOST_FILES && files.every((file) => stylesheets.has(file)) ? files : undefined;
}

/** Serves the bundles of the build in `clientDir`: concatenated in the order named, compressed once each. */
export function registerStyleBundles(app: FastifyInstance, clientDir: string, assetMap: AssetMap): void {
  const stylesheets = buildStylesheets(assetMap);
  const bundles = new Map<string, ReturnType<typeof encodedVariants>>();
  app.get<{ Params: { '*': string } }>(`${ROUTE_PREFIX}*`, async (request, reply) => {
    const name = request.params['*'];
    let encoded = bundles.get(name);
    if (!encoded) {
      const files = namedFiles(name, stylesheets);
      if (!files) return reply.callNotFound();
      // Each file on its own lines: a file's last rule never runs into the next file's first.
      const css = Buffer.from(files.map((file) => fs.readFileSync(path.join(clientDir, file), 'utf8')).join('\n'));
      encoded = encodedVariants(css, 'thorough');
      if (bundles.size >= MOST_CACHED_BUNDLES) bundles.delete(bundles.keys().next().value!);
      bundles.set(name, encoded);
    }
    const encoding = chooseContentEncoding(request.headers['accept-encoding']);
    reply.type('text/css; charset=utf-8').header('cache-control', `public, max-age=${ONE_YEAR}, immutable`).header('vary', 'accept-encoding');
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.send(encoded(encoding));
  });
}
