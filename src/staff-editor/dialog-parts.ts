/** The pieces the editor's dialogs are built from: elements and labelled fields with their error lines. */

/** A new element with these DOM properties (`className`, `htmlFor`, …) and children. */
export function element<K extends keyof HTMLElementTagNameMap>(
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
export function field(control: HTMLInputElement | HTMLSelectElement, label: string, hint?: string) {
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
