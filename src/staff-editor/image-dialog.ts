/**
 * The article editor's "Image" dialog: a modal `<dialog>` asking which image of the media library
 * to insert and its alt text, in labelled fields. The alt text is required unless the image is
 * marked decorative, which inserts it with `alt=""` (the sanitiser keeps an empty alt, and screen
 * readers then skip the image). A refused insert says why at the field (`aria-invalid`, the
 * message in its description) and focuses it. Escape or Cancel closes it with nothing inserted,
 * and focus goes back to the button that opened it.
 */

/** What the dialog gives back: the chosen image (a media-library file name) and its alt text, empty for a decorative image. */
export interface ImageChoice {
  file: string;
  alt: string;
}

import { element, field } from './dialog-parts';

const INSERT = 'insert';

/**
 * Makes the dialog (once, appended to the page) offering `choices`' images; the function it
 * returns opens it and resolves with the choice, or undefined when cancelled.
 */
export function imageDialog(choices: HTMLSelectElement): (opener: HTMLElement) => Promise<ImageChoice | undefined> {
  const file = element('select', { id: 'image-dialog-file' });
  file.append(new Option('Choose an image', ''));
  for (const option of choices.options) if (option.value) file.append(new Option(option.text, option.value));
  const alt = element('input', { id: 'image-dialog-alt', type: 'text', maxLength: 200 });
  const decorative = element('input', { id: 'image-dialog-decorative', type: 'checkbox' });
  const fileField = field(file, 'Image to insert');
  const altField = field(alt, 'Alt text', 'What the image shows, for readers who cannot see it.');
  const title = element('h2', { id: 'image-dialog-title', textContent: 'Insert an image' });
  const cancel = element('button', { type: 'button', className: 'button button--quiet', textContent: 'Cancel' });
  const insert = element('button', { type: 'submit', className: 'button', value: INSERT, textContent: 'Insert image' });
  const form = element(
    'form',
    { method: 'dialog', noValidate: true, className: 'editor-dialog__form' },
    title,
    fileField.frame,
    altField.frame,
    element(
      'div',
      { className: 'checkbox' },
      decorative,
      element('label', { htmlFor: decorative.id, textContent: 'Decorative: it adds nothing to the text (no alt text; screen readers skip it)' }),
    ),
    element('div', { className: 'editor-dialog__actions' }, insert, cancel),
  );
  const dialog = element('dialog', { className: 'editor-dialog' }, form);
  dialog.setAttribute('aria-labelledby', title.id);
  document.body.append(dialog);

  decorative.addEventListener('change', () => {
    alt.disabled = decorative.checked;
    if (decorative.checked) altField.showError(undefined);
  });
  cancel.addEventListener('click', () => dialog.close());
  form.addEventListener('submit', (event) => {
    const fileError = file.value ? undefined : 'Choose the image to insert.';
    const altError = decorative.checked || alt.value.trim() ? undefined : 'Enter the alt text, or mark the image as decorative.';
    fileField.showError(fileError);
    altField.showError(altError);
    if (!fileError && !altError) return;
    // The dialog stays open, at the first field to fix.
    event.preventDefault();
    (fileError ? file : alt).focus();
  });

  let settle: ((choice: ImageChoice | undefined) => void) | undefined;
  let openedBy: HTMLElement | undefined;
  // Closed by Insert (its value), by Cancel, or by Escape (no value): focus goes back to the opener unless an image went in.
  dialog.addEventListener('close', () => {
    const chosen = dialog.returnValue === INSERT ? { file: file.value, alt: decorative.checked ? '' : alt.value.trim() } : undefined;
    if (!chosen) openedBy?.focus();
    settle?.(chosen);
    settle = undefined;
  });

  return (opener) => {
    openedBy = opener;
    file.value = '';
    alt.value = '';
    alt.disabled = false;
    decorative.checked = false;
    fileField.showError(undefined);
    altField.showError(undefined);
    dialog.returnValue = '';
    dialog.showModal();
    file.focus();
    return new Promise((resolve) => {
      settle = resolve;
    });
  };
}
