import type { Inlines } from '../content/types';
import { InlineText } from '../ui/rich-text';

/**
 * The privacy notice under a form (content: the section's `consent`): what is collected, why,
 * how long it is kept, how to have it erased, and a link to the privacy policy. The submit
 * button points at it (`aria-describedby`), so a screen reader reads it before sending.
 */
export function ConsentNotice({ id, content }: { id: string; content: Inlines }) {
  return (
    <p id={id} className="enquiry-form__consent">
      <InlineText content={content} />
    </p>
  );
}
