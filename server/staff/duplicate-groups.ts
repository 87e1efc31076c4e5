import type { PossibleDuplicate } from '../db/inbox-repository';

/**
 * The inbox list with possible duplicates together: requests on the page that are possible
 * duplicates of each other (directly, or through one another) form one group, placed where its
 * newest member was, its members in the list's order. A duplicate not on the page (filtered out,
 * on another page) joins nothing: the card's links still name it.
 */

export type ListEntry<T> = { kind: 'single'; request: T } | { kind: 'group'; requests: T[] };

export function groupPossibleDuplicates<T extends { id: number; reference: string }>(
  requests: readonly T[],
  duplicates: ReadonlyMap<number, readonly PossibleDuplicate[]>,
): ListEntry<T>[] {
  const byReference = new Map(requests.map((request) => [request.reference, request]));
  const groupOf = new Map<number, T[]>();
  for (const request of requests) {
    if (groupOf.has(request.id)) continue;
    // Everything reachable from this request through duplicates listed on the page.
    const members = new Set<T>([request]);
    const waiting = [request];
    while (waiting.length > 0) {
      const current = waiting.pop()!;
      for (const duplicate of duplicates.get(current.id) ?? []) {
        const listed = byReference.get(duplicate.reference);
        if (listed && !members.has(listed)) {
          members.add(listed);
          waiting.push(listed);
        }
      }
    }
    const group = requests.filter((entry) => members.has(entry));
    for (const member of group) groupOf.set(member.id, group);
  }
  const entries: ListEntry<T>[] = [];
  const placed = new Set<T[]>();
  for (const request of requests) {
    const group = groupOf.get(request.id)!;
    if (group.length === 1) entries.push({ kind: 'single', request });
    else if (!placed.has(group)) {
      placed.add(group);
      entries.push({ kind: 'group', requests: group });
    }
  }
  return entries;
}
