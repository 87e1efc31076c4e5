/**
 * Drag to reorder, loaded by the staff gallery and slides pages alone (never by the public site).
 * Every entry of a list marked `data-reorder` gets a handle; dragging it (mouse, pen or finger,
 * through Pointer Events) shows a bar where the entry will land, and dropping posts the entry's own
 * move form with `position=N`: the endpoint, same-origin check and activity log of its Up and Down
 * buttons. Those buttons stay, as the keyboard's way to reorder (the page says so to screen
 * readers). The outcome is written into a live region; a refused move puts the entry back.
 *
 * Lists that share a `data-reorder-group` (the gallery's categories) take each other's entries: a
 * drop on another list posts `category` (that list's `data-category`) with the position, and the
 * entry moves there. The keyboard's way to do that is the entry's own edit form.
 */

/** Where a drop lands: beside `target` in `list`, or into `list` when it has no other entry. */
type Place = { list: HTMLElement; target?: HTMLLIElement; after: boolean };

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

/** The lists an entry of `list` may be dropped on: those of its group, or itself alone. */
function peersOf(list: HTMLElement): HTMLElement[] {
  const group = list.dataset.reorderGroup;
  return group ? [...document.querySelectorAll<HTMLElement>('ol[data-reorder]')].filter((other) => other.dataset.reorderGroup === group) : [list];
}

/** An empty list has no size of its own: its section (heading and note) stands for it. */
const dropArea = (list: HTMLElement) => (list.closest('section') ?? list).getBoundingClientRect();

/** The entry nearest the pointer among the lists, and which side of it the dragged entry would land on. */
function placeAt(lists: HTMLElement[], dragged: HTMLLIElement, x: number, y: number): Place | undefined {
  let best: { place: Place; distance: number } | undefined;
  const consider = (place: Place, box: DOMRect) => {
    const distance = Math.hypot(Math.max(box.left - x, 0, x - box.right), Math.max(box.top - y, 0, y - box.bottom));
    if (!best || distance < best.distance) best = { place, distance };
  };
  for (const list of lists) {
    const rows = alongRows(list);
    const targets = entriesOf(list).filter((entry) => entry !== dragged);
    if (targets.length === 0) consider({ list, after: false }, dropArea(list));
    for (const target of targets) {
      const box = target.getBoundingClientRect();
      consider({ list, target, after: rows ? x > box.left + box.width / 2 : y > box.top + box.height / 2 }, box);
    }
  }
  return best?.place;
}

function showIndicator(place: Place | undefined): void {
  indicator.hidden = !place;
  if (!place) return;
  const { list, target } = place;
  const rows = Boolean(target) && alongRows(list);
  // Into an empty list: a bar across its section, where the list starts.
  const box = target?.getBoundingClientRect() ?? new DOMRect(dropArea(list).left, list.getBoundingClientRect().top, dropArea(list).width, 0);
  const gap = parseFloat(getComputedStyle(list).rowGap) || 0;
  indicator.classList.toggle('drop-indicator--vertical', rows);
  const edge = rows ? (place.after ? box.right + gap / 2 : box.left - gap / 2) : place.after ? box.bottom + gap / 2 : box.top - gap / 2;
  Object.assign(indicator.style, {
    left: `${window.scrollX + (rows ? edge - 2 : box.left)}px`,
    top: `${window.scrollY + (rows ? box.top : edge - 2)}px`,
    width: rows ? '4px' : `${box.width}px`,
    height: rows ? `${box.height}px` : '4px',
  });
}

/** Brings a list's Up and Down buttons and shown numbers up to date, and, in a group, its note and count. */
function refresh(list: HTMLElement): void {
  const entries = entriesOf(list);
  entries.forEach((each, at) => {
    const up = each.querySelector<HTMLButtonElement>('.move-buttons button[value="up"]');
    const down = each.querySelector<HTMLButtonElement>('.move-buttons button[value="down"]');
    if (up) up.disabled = at === 0;
    if (down) down.disabled = at === entries.length - 1;
    const shown = each.querySelector('[data-position]');
    if (shown) shown.textContent = String(at + 1);
  });
  const note = list.parentElement?.querySelector<HTMLElement>('[data-empty-note]');
  if (note) note.hidden = entries.length > 0;
  // The count beside the category's name, in the page's words ("1 item", "3 items").
  const count = list.dataset.category && document.querySelector(`[data-item-count="${list.dataset.category}"]`);
  if (count) count.textContent = entries.length === 1 ? '1 item' : `${entries.length} items`;
}

/** Puts the entry at `index` of `list` (counted among the others), and brings the lists it left and joined up to date. */
function putAt(list: HTMLElement, entry: HTMLLIElement, index: number): void {
  const source = entry.parentElement;
  const others = entriesOf(list).filter((other) => other !== entry);
  list.insertBefore(entry, others[index] ?? null);
  // Its edit form names its category: keep it so, or saving that form would move it back.
  const category = entry.querySelector<HTMLSelectElement>('select[name="category"]');
  if (category && list.dataset.category) category.value = list.dataset.category;
  refresh(list);
  if (source instanceof HTMLElement && source !== list) refresh(source);
}

/** Moves the entry to `to` of `list` on the page, then asks the server; puts it back at `from` of `home` if refused. */
async function save(home: HTMLElement, from: number, list: HTMLElement, entry: HTMLLIElement, to: number): Promise<void> {
  const form = entry.querySelector<HTMLFormElement>('form.move-buttons');
  if (!form) return;
  const across = list !== home;
  busy = true;
  list.setAttribute('aria-busy', 'true');
  putAt(list, entry, to);
  let failure: string | undefined = FAILED;
  try {
    const response = await fetch(form.action, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ position: String(to + 1), ...(across ? { category: list.dataset.category ?? '' } : {}) }),
    });
    // After a signed-out redirect the answer is the sign-in page, not JSON.
    const answer = (response.headers.get('content-type') ?? '').includes('application/json') ? ((await response.json()) as { message?: string }) : {};
    failure = response.ok && answer.message ? undefined : (answer.message ?? FAILED);
  } catch {
    // The network failed: the message says what to do.
  }
  if (failure) {
    putAt(home, entry, from);
    announce(failure, true);
  } else {
    const where = across ? `${list.dataset.categoryName ?? ''}, position` : 'position';
    announce(`Moved “${entry.dataset.name ?? ''}” to ${where} ${to + 1} of ${entriesOf(list).length}.`);
  }
  list.removeAttribute('aria-busy');
  busy = false;
}

function startDrag(event: PointerEvent, home: HTMLElement, entry: HTMLLIElement, handle: HTMLElement): void {
  if (busy || !event.isPrimary || event.button !== 0) return;
  event.preventDefault();
  handle.setPointerCapture(event.pointerId);
  const lists = peersOf(home);
  const from = entriesOf(home).indexOf(entry);
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
      place = placeAt(lists, entry, move.clientX, move.clientY);
      showIndicator(place);
    },
    { signal: listening.signal },
  );
  const end = (done: PointerEvent) => {
    listening.abort();
    entry.classList.remove('is-dragging');
    entry.style.transform = '';
    indicator.hidden = true;
    if (done.type === 'pointercancel' || !place) return;
    const others = entriesOf(place.list).filter((other) => other !== entry);
    const to = place.target ? others.indexOf(place.target) + (place.after ? 1 : 0) : 0;
    if (place.list !== home || to !== from) void save(home, from, place.list, entry, to);
  };
  handle.addEventListener('pointerup', end, { signal: listening.signal });
  handle.addEventListener('pointercancel', end, { signal: listening.signal });
}

for (const list of document.querySelectorAll<HTMLElement>('ol[data-reorder]')) {
  const entries = entriesOf(list);
  // Alone in its list, an entry can still go to another list of its group.
  if (entries.length < (peersOf(list).length > 1 ? 1 : 2)) continue;
  for (const entry of entries) {
    const handle = document.createElement('span');
    handle.className = 'drag-handle';
    // For pointers only: the Up and Down buttons are the keyboard's (and screen readers') way.
    handle.setAttribute('aria-hidden', 'true');
    handle.textContent = 'Drag to move';
    // The entry's list when the drag starts: it may have come from another since the page loaded.
    handle.addEventListener('pointerdown', (event) => {
      if (entry.parentElement instanceof HTMLElement) startDrag(event, entry.parentElement, entry, handle);
    });
    entry.prepend(handle);
  }
}

// A module (the page loads it as one): its names stay out of the global scope.
export {};
