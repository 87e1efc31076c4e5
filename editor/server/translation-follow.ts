import { isDeepStrictEqual } from 'node:util';

/**
 * A translation has its English page's sections in the same order (docs/i18n.md). When the
 * maintainer only moves or removes sections of the English page, each translation can be changed
 * the same way without a translator: the translation as it would follow, or undefined when there
 * is nothing to follow, or nothing a machine may do (a section added or changed needs its text
 * translated, which the validator then asks for).
 *
 * A section is recognised by being equal to one the page had: a section both moved and edited is
 * not followed.
 */
export function followSections(before: unknown, after: unknown, translation: unknown): unknown {
  const old = sectionsOf(before);
  const next = sectionsOf(after);
  const translated = sectionsOf(translation);
  if (!old || !next || !translated || translated.length !== old.length) return undefined;
  const used = new Set<number>();
  const from: number[] = [];
  for (const section of next) {
    const index = old.findIndex((candidate, at) => !used.has(at) && isDeepStrictEqual(candidate, section));
    if (index < 0) return undefined;
    used.add(index);
    from.push(index);
  }
  if (from.length === old.length && from.every((index, at) => index === at)) return undefined;
  return { ...(translation as object), sections: from.map((index) => translated[index]) };
}

function sectionsOf(data: unknown): unknown[] | undefined {
  const sections = (data as { sections?: unknown } | null)?.sections;
  return Array.isArray(sections) ? sections : undefined;
}
