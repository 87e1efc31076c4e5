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
