import { isArticleLink } from '../contract/article-links';
import { element, field } from './dialog-parts';

/**
 * The article editor's "Link" dialog: a modal `<dialog>` with one labelled field, the address. It
 * takes only what the server's sanitiser keeps (a page of this site such as /contact, https://…,
 * mailto:…), and says so at the field otherwise. On a link already in the text it offers "Remove
 * link" as well. Escape or Cancel closes it with nothing changed, and focus goes back to the button
 * that opened it.
 */

/** What the dialog gives back: the address to link to, or that the link is to go. */
export type LinkChoice = { href: string } | { remove: true };

const APPLY = 'apply';
const REMOVE = 'remove';

export function linkDialog(): (opener: HTMLElement, current: string) => Promise<LinkChoice | undefined> {
  const address = element('input', { id: 'link-dialog-address', type: 'text', inputMode: 'url', autocomplete: 'off', spellcheck: false, maxLength: 500 });
  const addressField = field(address, 'Link address', 'A page of this site such as /contact, a full address (https://…) or an e-mail address (mailto:…).');
  const title = element('h2', { id: 'link-dialog-title', textContent: 'Link' });
  const apply = element('button', { type: 'submit', className: 'button', value: APPLY, textContent: 'Apply link' });
  const remove = element('button', { type: 'submit', className: 'button button--quiet', value: REMOVE, textContent: 'Remove link' });
  const cancel = element('button', { type: 'button', className: 'button button--quiet', textContent: 'Cancel' });
  const form = element(
    'form',
    { method: 'dialog', noValidate: true, className: 'editor-dialog__form' },
    title,
    addressField.frame,
    element('div', { className: 'editor-dialog__actions' }, apply, remove, cancel),
  );
  const dialog = element('dialog', { className: 'editor-dialog' }, form);
  dialog.setAttribute('aria-labelledby', title.id);
  document.body.append(dialog);

  cancel.addEventListener('click', () => dialog.close());
  form.addEventListener('submit', (event) => {
    if ((event.submitter as HTMLButtonElement | null)?.value === REMOVE) return;
    const href = address.value.trim();
    const error = !href
      ? 'Enter the link address.'
      : isArticleLink(href)
        ? undefined
        : 'This address cannot be linked: start it with / (a page of this site), https:// or mailto:.';
    addressField.showError(error);
    if (!error) return;
    // The dialog stays open at the field to fix.
    event.preventDefault();
    address.focus();
  });

  let settle: ((choice: LinkChoice | undefined) => void) | undefined;
  let openedBy: HTMLElement | undefined;
  // Closed by Apply or Remove (their values), by Cancel, or by Escape (no value): focus goes back to the opener unless the text changed.
  dialog.addEventListener('close', () => {
    const choice: LinkChoice | undefined =
      dialog.returnValue === APPLY ? { href: address.value.trim() } : dialog.returnValue === REMOVE ? { remove: true } : undefined;
    if (!choice) openedBy?.focus();
    settle?.(choice);
    settle = undefined;
  });

  return (opener, current) => {
    openedBy = opener;
    address.value = current;
    remove.hidden = current === '';
    addressField.showError(undefined);
    dialog.returnValue = '';
    dialog.showModal();
    address.focus();
    address.select();
    return new Promise((resolve) => {
      settle = resolve;
    });
  };
}
