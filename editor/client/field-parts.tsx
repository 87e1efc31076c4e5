import type { ContentError } from './editor-api';

/** The validator's messages for a field, tied to it by id (aria-describedby). */
export function FieldErrors({ id, errors }: { id: string; errors: ContentError[] }) {
  if (errors.length === 0) return null;
  return (
    <ul className="field-errors" id={id}>
      {errors.map((error) => (
        <li key={`${error.pointer}|${error.message}`}>{error.message}</li>
      ))}
    </ul>
  );
}

export function Help({ id, text }: { id: string; text?: string }) {
  return text ? (
    <p className="help" id={id}>
      {text}
    </p>
  ) : null;
}

/** The ids a control is described by: its help, then its errors. */
export function describedBy(id: string, help: string | undefined, errors: ContentError[]): string | undefined {
  const ids = [help ? `${id}-help` : '', errors.length ? `${id}-errors` : ''].filter(Boolean).join(' ');
  return ids || undefined;
}
