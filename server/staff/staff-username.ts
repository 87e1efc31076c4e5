/** Usernames are compared in lower case: `Asha` and `asha` are one account. */
export function normalizeUsername(input: string): string {
  return input.trim().toLowerCase();
}

const USERNAME_PATTERN = /^[a-z0-9][a-z0-9._-]{1,31}$/;

/** Why a new username is refused, or undefined when it is acceptable. */
export function usernameProblem(username: string): string | undefined {
  return USERNAME_PATTERN.test(username)
    ? undefined
    : 'A username has 2 to 32 characters: lower-case letters, digits, dots, dashes and underscores, starting with a letter or digit.';
}
