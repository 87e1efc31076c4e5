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
