// nodemailer's own defaults wait up to two minutes to connect and ten for a silent socket; a
// hung mail server would hold the worker (and shutdown) that long. Settings already in the
// URL's query win, so operators can still tune them there.
const DEFAULT_TIMEOUTS_MS = {
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 30_000,
};

export function withDefaultTimeouts(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  for (const [name, value] of Object.entries(DEFAULT_TIMEOUTS_MS)) {
    if (!url.searchParams.has(name)) url.searchParams.set(name, String(value));
  }
  return url.toString();
}
