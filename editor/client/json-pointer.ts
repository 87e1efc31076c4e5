/** JSON pointers (RFC 6901), as the validator names a place in a file: `/sections/0/title`. */
export function joinPointer(pointer: string, key: string | number): string {
  return `${pointer}/${String(key).replace(/~/g, '~0').replace(/\//g, '~1')}`;
}

/**
 * The document with the value at `pointer` replaced (undefined: removed), every object on the way
 * copied, none changed in place. A key an object did not have goes where `order` (the schema's
 * order of its properties) puts it among the keys it has, so a file's keys keep their order.
 */
export function setAt(document: unknown, pointer: string, value: unknown, order: readonly string[] = []): unknown {
  if (pointer === '') return value;
  const [head, ...rest] = pointer.slice(1).split('/');
  const key = head.replace(/~1/g, '/').replace(/~0/g, '~');
  const restPointer = rest.length ? `/${rest.join('/')}` : '';
  if (Array.isArray(document)) {
    const copy = [...document];
    const index = Number(key);
    const next = setAt(copy[index], restPointer, value, order);
    if (next === undefined && restPointer === '') copy.splice(index, 1);
    else copy[index] = next;
    return copy;
  }
  const object = (document ?? {}) as Record<string, unknown>;
  const next = setAt(object[key], restPointer, value, order);
  if (next === undefined && restPointer === '') {
    const { [key]: _removed, ...others } = object;
    return others;
  }
  if (key in object) return { ...object, [key]: next };
  return insertKey(object, key, next, restPointer === '' ? order : []);
}

function insertKey(object: Record<string, unknown>, key: string, value: unknown, order: readonly string[]): Record<string, unknown> {
  const position = order.indexOf(key);
  const keys = Object.keys(object);
  // After the last key the schema lists before this one; at the end when the schema says nothing.
  let at = keys.length;
  if (position >= 0) {
    at = 0;
    keys.forEach((existing, index) => {
      const existingPosition = order.indexOf(existing);
      if (existingPosition >= 0 && existingPosition < position) at = index + 1;
    });
  }
  const entries = Object.entries(object);
  entries.splice(at, 0, [key, value]);
  return Object.fromEntries(entries);
}

/** An element id for the field at a pointer (ids allow no slashes worth trusting in selectors). */
export function fieldId(pointer: string): string {
  return `field${pointer.replace(/[^A-Za-z0-9-]/g, (c) => `_${c.charCodeAt(0).toString(16)}`)}`;
}
