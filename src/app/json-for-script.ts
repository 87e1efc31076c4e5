/** JSON for a script element: `<` escaped, so no string in it can close the element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
