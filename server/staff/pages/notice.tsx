/** @jsxRuntime automatic */ // tsx runs server/ without a JSX setting (the root tsconfig.json only lists projects)

/** What a change did, said once the page after it opens (a status, so a screen reader reads it); nothing when there is none. */
export function Notice({ text }: { text?: string }) {
  return text ? (
    <p className="notice notice--success" role="status">
      {text}
    </p>
  ) : null;
}
