import type { FormEventHandler, ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useScriptsRun } from '../ui/use-scripts-run';

interface Props {
  /** The form's id: its `action` ends in it, so the page the server answers a post with opens at the form. */
  id: string;
  /** The id of the heading that names the form. */
  labelledBy: string;
  /** react-hook-form's `handleSubmit(…)`: with scripts, the form is sent by the app, not posted. */
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}

/**
 * The `<form>` of an enquiry (contact, appointment). Without scripts it posts to the page's own
 * address, and the server answers with the thank-you page or the form again with its messages;
 * with them, `onSubmit` validates and sends it. The browser's own validation stays off: the
 * site's messages (the same rules on both sides) are the ones shown.
 */
export function EnquiryForm({ id, labelledBy, onSubmit, children }: Props) {
  const { pathname } = useLocation();
  const enhanced = useScriptsRun();
  return (
    <form
      id={id}
      className="enquiry-form"
      method="post"
      action={`${pathname}#${id}`}
      noValidate
      // Marks the form as run by its script (validation while typing); the server's form posts without it.
      data-enhanced={enhanced ? 'true' : undefined}
      aria-labelledby={labelledBy}
      onSubmit={onSubmit}
    >
      {children}
    </form>
  );
}
