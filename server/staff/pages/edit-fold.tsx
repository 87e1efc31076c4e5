/** @jsxRuntime automatic */ // tsx runs server/ without a JSX setting (the root tsconfig.json only lists projects)
import type { ReactNode } from 'react';

/**
 * An item's "Edit" fold on the content pages: its fields in a plain form that posts to `action`
 * (no script needed), open when a save was refused, so the errors and what was typed show.
 * `whose` finishes the summary for a screen reader's list of controls ("Edit the slide …").
 */
export function EditFold({
  open,
  action,
  whose,
  formClassName,
  children,
}: {
  open: boolean;
  action: string;
  whose: ReactNode;
  formClassName?: string;
  children: ReactNode;
}) {
  return (
    <details className="item-edit" open={open || undefined}>
      <summary>
        Edit<span className="visually-hidden"> {whose}</span>
      </summary>
      <form method="post" action={action} className={formClassName ? `${formClassName} item-edit__form` : 'item-edit__form'}>
        {children}
        <div>
          <button className="button button--small" type="submit">
            Save changes
          </button>
        </div>
      </form>
    </details>
  );
}

/**
 * The library's images to choose from, with the item's own first when the library does not hold
 * it (the demo content's pictures), so saving other fields never changes the picture.
 */
export function withCurrentImage<T extends { image: string; label: string }>(
  images: readonly T[],
  current: string,
  noun: 'image' | 'photo',
): Array<{ image: string; label: string }> {
  return images.some((image) => image.image === current) ? [...images] : [{ image: current, label: `The current ${noun} (${current})` }, ...images];
}
