/** @jsxRuntime automatic */ // tsx runs server/ without a JSX setting (the root tsconfig.json only lists projects)

/** Up and Down for one entry of an ordered list: a form of two real buttons, named for the entry, disabled at either end. */
export function MoveButtons({ action, name, first, last }: { action: string; name: string; first: boolean; last: boolean }) {
  return (
    <form method="post" action={action} className="move-buttons">
      <button className="button button--small" type="submit" name="direction" value="up" disabled={first} aria-label={`Move ${name} up`}>
        Up
      </button>
      <button className="button button--small" type="submit" name="direction" value="down" disabled={last} aria-label={`Move ${name} down`}>
        Down
      </button>
    </form>
  );
}

/**
 * Said to screen readers before an ordered list: the Up and Down buttons are the keyboard's way to
 * reorder (with the drag script, a pointer may also drag an entry by its handle).
 */
export function OrderHint() {
  return <p className="visually-hidden">To change the order from the keyboard, use each entry’s Up and Down buttons.</p>;
}

/** Marks an ordered list (`ol`) the drag script may reorder; each entry (`li`) names itself with `data-name`. */
export const REORDERABLE = { 'data-reorder': '' } as const;
