/**
 * The start page's search box filters the list as you type (without JavaScript, the form asks
 * the server for the filtered list instead).
 */
const input = document.querySelector<HTMLInputElement>('#file-search');
const noMatch = document.querySelector<HTMLElement>('#no-match');

function filter(): void {
  const words = (input?.value ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  let shown = 0;
  for (const group of document.querySelectorAll<HTMLElement>('.file-group')) {
    let inGroup = 0;
    for (const item of group.querySelectorAll<HTMLElement>('li[data-search]')) {
      const visible = words.every((word) => item.dataset.search!.includes(word));
      item.hidden = !visible;
      if (visible) inGroup++;
    }
    group.hidden = inGroup === 0;
    shown += inGroup;
  }
  if (noMatch) noMatch.hidden = shown > 0;
}

input?.addEventListener('input', filter);
