/** A setting from the environment that makes no sense: the server refuses to start, naming it. */
export class SettingError extends Error {}

/** For the entry points: print the setting's problem without a stack trace and stop. */
export function exitOnSettingError(error: unknown): never {
  if (error instanceof SettingError) {
    console.error(`Cannot start: ${error.message}`);
    process.exit(1);
  }
  throw error;
}

/**
 * One whole-number setting from its environment variable, or `fallback` when it is unset or
 * blank; a value outside `min`..`max` (or not a whole number) stops the server, naming it.
 */
export function readWholeNumberSetting(env: NodeJS.ProcessEnv, variable: string, fallback: number, range: { min: number; max?: number }, unit = ''): number {
  const text = env[variable]?.trim();
  if (!text) return fallback;
  const value = Number(text);
  if (Number.isSafeInteger(value) && value >= range.min && value <= (range.max ?? Number.MAX_SAFE_INTEGER)) return value;
  const allowed = range.max === undefined ? `at least ${range.min}` : `from ${range.min} to ${range.max}`;
  throw new SettingError(`${variable}=${text}: a whole number${unit}, ${allowed}`);
}

/**
 * Settings that are each a whole number of at least 1, read from their environment variables over
 * their defaults. 0 is refused because to Node, pg and PostgreSQL alike it means "no limit", which
 * is exactly what such settings exist to prevent.
 */
export function readWholeNumberSettings<Settings extends { [Key in keyof Settings]: number }>(
  env: NodeJS.ProcessEnv,
  defaults: Readonly<Settings>,
  variables: Record<keyof Settings, string>,
  unit = '',
): Settings {
  const settings: Settings = { ...defaults };
  for (const [key, variable] of Object.entries(variables) as Array<[keyof Settings, string]>) {
    settings[key] = readWholeNumberSetting(env, variable, defaults[key], { min: 1 }, unit) as Settings[keyof Settings];
  }
  return settings;
}
