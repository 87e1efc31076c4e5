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
    const text = env[variable]?.trim();
    if (!text) continue;
    const value = Number(text);
    if (!Number.isSafeInteger(value) || value < 1) throw new SettingError(`${variable}=${text}: a whole number${unit}, at least 1`);
    settings[key] = value as Settings[keyof Settings];
  }
  return settings;
}
