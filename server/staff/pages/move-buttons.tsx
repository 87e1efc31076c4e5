/** @jsxRuntime automatic */ // tsx runs server/ without a JSX setting (the root tsconfig.json only lists projects)

/** The entry (its element's id) and the button a page puts focus on after that button moved it without scripts. */
export interface FocusedMove {
  anchor: string;
  direction: 'up' | 'down';
}

/**
 * Up and Down for one entry of an ordered list: a form of two real buttons, named for the entry,
 * disabled at either end. `focus` names the button pressed last (the page opens with focus on it,
 * so Enter moves the entry again); when the move took the entry to the end where that button is
 * disabled, focus goes to the other one.
 */
export function MoveButtons({
  action,
  name,
  first,
  last,
  focus,
}: {
  action: string;
  name: string;
  first: boolean;
  last: boolean;
  focus?: FocusedMove['direction'];
}) {
  const focused = focus === 'up' && first ? 'down' : focus === 'down' && last ? 'up' : focus;
  return (
    <form method="post" action={action} className="move-buttons">
      <button
        className="button button--small"
        type="submit"
        name="direction"
        value="up"
        disabled={first}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- set only on the page that follows this button's own press: focus returns where the user was
        autoFocus={focused === 'up'}
        aria-label={`Move ${name} up`}
      >
        Up
      </button>
      <button
        className="button button--small"
        type="submit"
        name="direction"
        value="down"
        disabled={last}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- as for Up
        autoFocus={focused === 'down'}
        aria-label={`Move ${name} down`}
      >
        Down
      </button>
    </form>
  );
}

/** The button of the entry `anchor` to focus, when the page follows a button's move of it. */
export const focusFor = (focus: FocusedMove | undefined, anchor: string) => (focus?.anchor === anchor ? focus.direction : undefined);

/**
 * Said to screen readers before an ordered list: the Up and Down buttons are the keyboard's way to
 * reorder (with the drag script, a pointer may also drag an entry by its handle).
 */
export function OrderHint() {
  return <p className="visually-hidden">To change the order from the keyboard, use each entry’s Up and Down buttons.</p>;
}

/** Marks an ordered list (`ol`) the drag script may reorder; each entry (`li`) names itself with `data-name`. */
export const REORDERABLE = { 'data-reorder': '' } as const;
