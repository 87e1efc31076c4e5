/** A grey pulsing placeholder of a card or image while its data loads. */
export function Skeleton({ className = '', count = 1 }: { className?: string; count?: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={`skeleton ${className}`} aria-hidden="true" data-testid="skeleton" />
      ))}
    </>
  );
}
