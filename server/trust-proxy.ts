import { isIP } from 'node:net';
import { SettingError } from './setting-error';

/**
 * Whose address a request comes from, when a reverse proxy may stand in front. The form limit
 * counts per address, so this decides whether a client can dodge it by writing its own
 * `X-Forwarded-For`.
 *
 * - unset, empty, `false`, `0`: trust nobody. The address is the TCP peer's. Right for a server
 *   facing the internet, the common case on a fresh machine; behind a proxy every visitor then
 *   shares the proxy's address (one allowance for all), so set the variable there.
 * - a whole number `n`: `n` proxies stand in front, each appending the address it saw. The
 *   visitor is the `n`-th address from the right of `X-Forwarded-For`; anything further left
 *   was written by the client and is ignored. Right only when the server cannot be reached
 *   except through those proxies (bound to 127.0.0.1, or firewalled): a client connecting
 *   directly could otherwise name any address. Listing the proxies' addresses has no such
 *   condition.
 * - a comma-separated list of proxy addresses or CIDR ranges (`10.0.0.5, 192.168.1.0/24`),
 *   or `loopback`, `linklocal`, `uniquelocal`: addresses from the right are skipped while they
 *   are trusted proxies; the first that is not is the visitor.
 *
 * `true` (trust every hop) is refused: the left-most address, which the client writes, would
 * then be believed.
 */
export type TrustProxySetting = false | number | string[];

const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const MAX_HOPS = 10;

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address, prefix, extra] = entry.split('/');
  if (extra !== undefined) return false;
  const family = isIP(address);
  if (family === 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

export function readTrustProxy(env: NodeJS.ProcessEnv = process.env): TrustProxySetting {
  const text = env.TRUST_PROXY?.trim() ?? '';
  const lower = text.toLowerCase();
  if (lower === '' || lower === 'false' || lower === '0' || lower === 'off' || lower === 'no') return false;
  if (lower === 'true' || lower === 'yes' || lower === 'on' || lower === 'all') {
    throw new SettingError(
      `TRUST_PROXY=${text} would believe any X-Forwarded-For a client writes. Set the number of proxies in front ` +
        '(TRUST_PROXY=1 for one reverse proxy) or their addresses (TRUST_PROXY=10.0.0.5).',
    );
  }
  if (/^\d+$/.test(lower)) {
    const hops = Number(lower);
    if (hops > MAX_HOPS) throw new SettingError(`TRUST_PROXY=${text}: at most ${MAX_HOPS} proxies`);
    return hops;
  }
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const invalid = entries.filter((entry) => !isAddressOrRange(entry));
  if (invalid.length > 0) {
    throw new SettingError(
      `TRUST_PROXY: ${invalid.map((entry) => `"${entry}"`).join(', ')} is not a hop count, an IP address, a CIDR range or one of ${[...NAMED_RANGES].join(', ')}`,
    );
  }
  return entries;
}

/**
 * Fastify's `trustProxy` for a setting. A hop count becomes a function: Fastify itself treats a
 * bare number as "trust nobody" (it cannot check the peer), and the count is what was asked for.
 */
export function trustProxyOption(setting: TrustProxySetting): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  if (setting === 0) return false;
  return (_address, hop) => hop < setting;
}
