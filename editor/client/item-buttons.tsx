import { useForm } from './form-context';
import { fieldId, joinPointer } from './json-pointer';

type Direction = 'up' | 'down';

/**
 * Moves one item of the list at `pointer` and keeps the keyboard on the button pressed, at the
 * item's new place, so that a maintainer can press Up or Down again to carry it further. At either
 * end of the list that button is disabled and cannot hold focus: the other one takes it.
 */
export function useItemMover(pointer: string, items: readonly unknown[]) {
  const { change, focusSoon } = useForm();
  return (from: number, direction: Direction) => {
    const to = direction === 'up' ? from - 1 : from + 1;
    const next = [...items];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved);
    change(pointer, next);
    const atEnd = direction === 'up' ? to === 0 : to === items.length - 1;
    focusSoon(`${fieldId(joinPointer(pointer, to))}-${atEnd ? (direction === 'up' ? 'down' : 'up') : direction}`);
  };
}

interface ItemButtonsProps {
  /** The item's field id: the Up and Down buttons are `<id>-up` and `<id>-down`, where focus returns. */
  itemId: string;
  /** The item's name in the buttons' accessible names: "Move Block 2 up". */
  name: string;
  index: number;
  count: number;
  move: (from: number, direction: Direction) => void;
  remove: () => void;
}

/** The Up, Down and Remove buttons of one item in a list the maintainer orders by hand. */
export function ItemButtons({ itemId, name, index, count, move, remove }: ItemButtonsProps) {
  return (
    <>
      <button type="button" id={`${itemId}-up`} disabled={index === 0} aria-label={`Move ${name} up`} onClick={() => move(index, 'up')}>
        Up
      </button>
      <button type="button" id={`${itemId}-down`} disabled={index === count - 1} aria-label={`Move ${name} down`} onClick={() => move(index, 'down')}>
        Down
      </button>
      <button type="button" aria-label={`Remove ${name}`} onClick={remove}>
        Remove
      </button>
    </>
  );
}
