/**
 * Drag to reorder, loaded by the staff gallery and slides pages alone (never by the public site).
 * Every entry of a list marked `data-reorder` gets a handle; dragging it (mouse, pen or finger,
 * through Pointer Events) shows a bar where the entry will land, and dropping posts the entry's own
 * move form with `position=N`: the endpoint, same-origin check and activity log of its Up and Down
 * buttons. Those buttons stay, as the keyboard's way to reorder (the page says so to screen
 * readers). The outcome is written into a live region; a refused move puts the entry back.
 */

type Place = { target: HTMLLIElement; after: boolean };

const FAILED = 'The order could not be changed. Reload the page and try again.';
/** How near the window's top or bottom edge a drag scrolls the page, and by how much per move. */
const EDGE_PX = 48;
const SCROLL_STEP_PX = 16;

/**
 * The page's status line: the notice of the last change when there is one (so the page keeps one
 * status region), else an empty one put in now, before any message, so that screen readers
 * announce what is written into it later.
 */
function statusLine(): HTMLElement {
  const notice = document.querySelector<HTMLElement>('main [role="status"]');
  if (notice) return notice;
  const line = document.createElement('p');
  line.className = 'notice reorder-status';
  line.setAttribute('role', 'status');
  (document.querySelector('main h1') ?? document.body.firstElementChild)?.after(line);
  return line;
}
const liveRegion = statusLine();

const indicator = document.createElement('div');
indicator.className = 'drop-indicator';
indicator.hidden = true;
document.body.append(indicator);

let busy = false;

const entriesOf = (list: Element) => [...list.children].filter((child): child is HTMLLIElement => child instanceof HTMLLIElement);

function announce(text: string, failed = false): void {
  liveRegion.textContent = text;
  liveRegion.classList.toggle('notice--success', !failed);
  liveRegion.classList.toggle('notice--error', failed);
}

/** A grid of more than one column is ordered along rows (left and right); anything else top to bottom. */
function alongRows(list: Element): boolean {
  const columns = getComputedStyle(list).gridTemplateColumns;
  return columns !== 'none' && columns.trim().split(/\s+/).length > 1;
}

/** The entry nearest the pointer, and which side of it the dragged entry would land on. */
function placeAt(list: Element, dragged: HTMLLIElement, x: number, y: number): Place | undefined {
  const rows = alongRows(list);
  let best: { place: Place; distance: number } | undefined;
  for (const target of entriesOf(list)) {
    if (target === dragged) continue;
    const box = target.getBoundingClientRect();
    const dx = Math.max(box.left - x, 0, x - box.right);
    const dy = Math.max(box.top - y, 0, y - box.bottom);
    const distance = Math.hypot(dx, dy);
    const after = rows ? x > box.left + box.width / 2 : y > box.top + box.height / 2;
    if (!best || distance < best.distance) best = { place: { target, after }, distance };
  }
  return best?.place;
}

function showIndicator(list: Element, place: Place | undefined): void {
  indicator.hidden = !place;
  if (!place) return;
  const box = place.target.getBoundingClientRect();
  const gap = parseFloat(getComputedStyle(list).rowGap) || 0;
  const rows = alongRows(list);
  indicator.classList.toggle('drop-indicator--vertical', rows);
  const edge = rows ? (place.after ? box.right + gap / 2 : box.left - gap / 2) : place.after ? box.bottom + gap / 2 : box.top - gap / 2;
  Object.assign(indicator.style, {
    left: `${window.scrollX + (rows ? edge - 2 : box.left)}px`,
    top: `${window.scrollY + (rows ? box.top : edge - 2)}px`,
    width: rows ? '4px' : `${box.width}px`,
    height: rows ? `${box.height}px` : '4px',
  });
}

/** Puts the entry at `index` (counted among the others) and brings the Up and Down buttons and shown numbers up to date. */
function putAt(list: Element, entry: HTMLLIElement, index: number): void {
  const others = entriesOf(list).filter((other) => other !== entry);
  list.insertBefore(entry, others[index] ?? null);
  const entries = entriesOf(list);
  entries.forEach((each, at) => {
    const up = each.querySelector<HTMLButtonElement>('.move-buttons button[value="up"]');
    const down = each.querySelector<HTMLButtonElement>('.move-buttons button[value="down"]');
    if (up) up.disabled = at === 0;
    if (down) down.disabled = at === entries.length - 1;
    const shown = each.querySelector('[data-position]');
    if (shown) shown.textContent = String(at + 1);
  });
}

async function save(list: Element, entry: HTMLLIElement, from: number, to: number): Promise<void> {
  const form = entry.querySelector<HTMLFormElement>('form.move-buttons');
  if (!form) return;
  busy = true;
  list.setAttribute('aria-busy', 'true');
  putAt(list, entry, to);
  let failure: string | undefined = FAILED;
  try {
    const response = await fetch(form.action, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ position: String(to + 1) }),
    });
    // After a signed-out redirect the answer is the sign-in page, not JSON.
    const answer = (response.headers.get('content-type') ?? '').includes('application/json') ? ((await response.json()) as { message?: string }) : {};
    failure = response.ok && answer.message ? undefined : (answer.message ?? FAILED);
  } catch {
    // The network failed: the message says what to do.
  }
  if (failure) {
    putAt(list, entry, from);
    announce(failure, true);
  } else {
    announce(`Moved “${entry.dataset.name ?? ''}” to position ${to + 1} of ${entriesOf(list).length}.`);
  }
  list.removeAttribute('aria-busy');
  busy = false;
}

function startDrag(event: PointerEvent, list: Element, entry: HTMLLIElement, handle: HTMLElement): void {
  if (busy || !event.isPrimary || event.button !== 0) return;
  event.preventDefault();
  handle.setPointerCapture(event.pointerId);
  const from = entriesOf(list).indexOf(entry);
  const start = { x: event.clientX, y: event.clientY, scrollX: window.scrollX, scrollY: window.scrollY };
  let place: Place | undefined;
  entry.classList.add('is-dragging');
  const listening = new AbortController();
  handle.addEventListener(
    'pointermove',
    (move) => {
      if (move.clientY < EDGE_PX) window.scrollBy(0, -SCROLL_STEP_PX);
      else if (move.clientY > window.innerHeight - EDGE_PX) window.scrollBy(0, SCROLL_STEP_PX);
      const dx = move.clientX - start.x + window.scrollX - start.scrollX;
      const dy = move.clientY - start.y + window.scrollY - start.scrollY;
      entry.style.transform = `translate(${dx}px, ${dy}px)`;
      place = placeAt(list, entry, move.clientX, move.clientY);
      showIndicator(list, place);
    },
    { signal: listening.signal },
  );
  const end = (done: PointerEvent) => {
    listening.abort();
    entry.classList.remove('is-dragging');
    entry.style.transform = '';
    indicator.hidden = true;
    if (done.type === 'pointercancel' || !place) return;
    const others = entriesOf(list).filter((other) => other !== entry);
    const to = others.indexOf(place.target) + (place.after ? 1 : 0);
    if (to !== from) void save(list, entry, from, to);
  };
  handle.addEventListener('pointerup', end, { signal: listening.signal });
  handle.addEventListener('pointercancel', end, { signal: listening.signal });
}

for (const list of document.querySelectorAll('ol[data-reorder]')) {
  const entries = entriesOf(list);
  if (entries.length < 2) continue;
  for (const entry of entries) {
    const handle = document.createElement('span');
    handle.className = 'drag-handle';
    // For pointers only: the Up and Down buttons are the keyboard's (and screen readers') way.
    handle.setAttribute('aria-hidden', 'true');
    handle.textContent = 'Drag to move';
    handle.addEventListener('pointerdown', (event) => startDrag(event, list, entry, handle));
    entry.prepend(handle);
  }
}

// A module (the page loads it as one): its names stay out of the global scope.
export {};
