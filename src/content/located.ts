/** A value found in a content file, with its JSON pointer (relative to the object it was read from). */
export interface Located<V> {
  value: V;
  pointer: string;
}
