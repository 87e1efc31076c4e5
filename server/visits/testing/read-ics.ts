/**
 * Test-only: reads back what server/visits/ics.ts writes, the way a calendar does (unfold, split
 * into name, parameters and value, unescape TEXT), so tests can assert round trips rather than
 * compare strings the writer itself produced.
 */

export interface IcsProperty {
  name: string;
  parameters: Record<string, string>;
  value: string;
}

/** Undoes folding: a CRLF followed by one space or tab is removed (RFC 5545 3.1). */
export function unfold(file: string): string[] {
  if (!file.endsWith('\r\n')) throw new Error('the file does not end with CRLF');
  const unfolded = file.replace(/\r\n[ \t]/g, '');
  const lines = unfolded.slice(0, -2).split('\r\n');
  for (const line of lines) if (/[\r\n]/.test(line)) throw new Error(`a bare CR or LF in ${JSON.stringify(line)}`);
  return lines;
}

/**
 * `\\` `\;` `\,` `\n` back to their characters. Any other backslash, or a bare `;` or `,` (which
 * would split the value in a calendar), is an error in the file.
 */
export function unescapeText(value: string): string {
  return value.replace(/\\(.)|[;,]/gsu, (match, character: string | undefined) => {
    if (character === undefined) throw new Error(`an unescaped ${match} in ${JSON.stringify(value)}`);
    if (character === 'n' || character === 'N') return '\n';
    if (character === '\\' || character === ';' || character === ',') return character;
    throw new Error(`an unknown escape \\${character} in ${JSON.stringify(value)}`);
  });
}

/** One content line: the name, its parameters (quotes removed) and the raw value after the first unquoted colon. */
function parseLine(line: string): IcsProperty {
  const match = /^([A-Z-]+)((?:;[A-Z-]+=(?:"[^"]*"|[^";:,]*))*):(.*)$/su.exec(line);
  if (!match) throw new Error(`not a content line: ${JSON.stringify(line)}`);
  const parameters: Record<string, string> = {};
  for (const parameter of match[2].matchAll(/;([A-Z-]+)=("[^"]*"|[^";:,]*)/gu)) {
    parameters[parameter[1]] = parameter[2].replace(/^"(.*)"$/su, '$1');
  }
  return { name: match[1], parameters, value: match[3] };
}

/** Every property of the file, in order. */
export function readIcs(file: string): IcsProperty[] {
  return unfold(file).map(parseLine);
}

/** The one property of that name (an error if there are none or several). */
export function property(file: string, name: string): IcsProperty {
  const found = readIcs(file).filter((candidate) => candidate.name === name);
  if (found.length !== 1) throw new Error(`${found.length} ${name} properties`);
  return found[0];
}

/** The TEXT value of the one property of that name, unescaped. */
export function textOf(file: string, name: string): string {
  return unescapeText(property(file, name).value);
}
