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

const INSERT = 'insert';

/** A new element with these DOM properties (`className`, `htmlFor`, …) and children. */
function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  properties: Record<string, string | boolean | number> = {},
  ...children: Array<Node | string>
): HTMLElementTagNameMap[K] {
  const made = document.createElement(tag);
  Object.assign(made, properties);
  made.append(...children);
  return made;
}

/** A labelled field with its hint (if any) and an error line, hidden until there is an error. */
function field(control: HTMLInputElement | HTMLSelectElement, label: string, hint?: string) {
  const hintLine = hint ? element('p', { id: `${control.id}-hint`, className: 'hint field__hint', textContent: hint }) : undefined;
  const error = element('p', { id: `${control.id}-error`, className: 'field__error', hidden: true });
  const frame = element(
    'div',
    { className: 'field' },
    element('label', { htmlFor: control.id, textContent: label }),
    ...(hintLine ? [hintLine] : []),
    error,
    control,
  );
  const showError = (message: string | undefined) => {
    error.hidden = !message;
    error.textContent = message ?? '';
    if (message) control.setAttribute('aria-invalid', 'true');
    else control.removeAttribute('aria-invalid');
    const describedBy = [message ? error.id : '', hintLine?.id ?? ''].filter(Boolean).join(' ');
    if (describedBy) control.setAttribute('aria-describedby', describedBy);
    else control.removeAttribute('aria-describedby');
  };
  showError(undefined);
  return { frame, showError };
}

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
