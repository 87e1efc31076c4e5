/**
 * The rich-text editor writes a paragraph's runs as short marks a maintainer can type:
 * `**bold**`, `*italic*` and `[words](/link)`, which may be combined (`**[words](/link)**`).
 * A paragraph is a string when it has no marks, else the list of runs the schema describes.
 */
type Inline = string | { text: string; strong?: boolean; em?: boolean; href?: string };
export type Inlines = string | Inline[];

export function inlinesToMarkup(inlines: Inlines): string {
  if (typeof inlines === 'string') return inlines;
  return inlines
    .map((run) => {
      if (typeof run === 'string') return run;
      let text = run.href ? `[${run.text}](${run.href})` : run.text;
      if (run.em) text = `*${text}*`;
      if (run.strong) text = `**${text}**`;
      return text;
    })
    .join('');
}

const MARK = /(\*\*\*?|\*)?\[([^\]]+)\]\(([^)\s]+)\)\1|\*\*\*([^*]+)\*\*\*|\*\*([^*]+)\*\*|\*([^*]+)\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

export function markupToInlines(markup: string): Inlines {
  const runs: Inline[] = [];
  let last = 0;
  for (const match of markup.matchAll(MARK)) {
    if (match.index > last) runs.push(markup.slice(last, match.index));
    const [, linkMarks, linkText, linkHref, boldItalic, bold, italic, plainLinkText, plainLinkHref] = match;
    if (linkText !== undefined)
      runs.push(run(linkText, linkMarks?.length === 2 || linkMarks?.length === 3, linkMarks?.length === 1 || linkMarks?.length === 3, linkHref));
    else if (boldItalic !== undefined) runs.push(run(boldItalic, true, true));
    else if (bold !== undefined) runs.push(run(bold, true, false));
    else if (italic !== undefined) runs.push(run(italic, false, true));
    else runs.push(run(plainLinkText, false, false, plainLinkHref));
    last = match.index + match[0].length;
  }
  if (last < markup.length) runs.push(markup.slice(last));
  if (runs.length === 0) return '';
  return runs.length === 1 && typeof runs[0] === 'string' ? runs[0] : runs;
}

function run(text: string, strong: boolean, em: boolean, href?: string): Inline {
  return { text, ...(strong ? { strong: true } : {}), ...(em ? { em: true } : {}), ...(href ? { href } : {}) };
}

/** Whether the marks say all a paragraph holds (a translation's runs carry their text only, without the marks its English file gives them). */
export function markupHolds(inlines: Inlines): boolean {
  return JSON.stringify(markupToInlines(inlinesToMarkup(inlines))) === JSON.stringify(inlines);
}
