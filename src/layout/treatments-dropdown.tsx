import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { AppLink } from '../ui/app-link';
import { useContentIndex } from '../content/content-context';
import { treatmentMenu } from '../content/derived-lists';
import { useDictionary } from '../i18n/dictionary-context';
import { Icon } from '../ui/icon';

interface Props {
  label: string;
  href: string;
  /** Whether the current route is /treatments or a treatment page. */
  current: boolean;
}

/**
 * How long the panel stays open after the pointer leaves both the item and the panel. A pointer
 * heading diagonally for a link in the panel crosses the neighbouring nav items on its way
 * down; this grace period lets it arrive instead of closing the panel under it.
 */
const DROPDOWN_CLOSE_DELAY_MS = 300;

/**
 * Desktop 'Treatments' item: hovering opens a panel below the bar (135 px, 150 px on large
 * screens) listing every treatment plus the promotional card; scrolling closes it. The item
 * fills the bar's height and, while open, an invisible bridge runs from it down to the panel,
 * so the pointer never crosses a gap; leaving both closes a panel the hover opened after a
 * short delay. The arrow button beside the link opens it for a click, a tap or the keyboard
 * (a hover then a click keeps it open), and closes it on the next; so do Escape (focus
 * returns to the button), a press elsewhere and focus leaving the item.
 */
export function TreatmentsDropdown({ label, href, current }: Props) {
  const index = useContentIndex();
  const { layout } = useDictionary();
  const { treatmentsPromo } = index.site.nav;
  const entries = treatmentMenu(index);
  const { pathname } = useLocation();
  // The panel is open on the page where it was opened: a navigation closes it without an effect.
  // Opened by the pointer passing over (`hover`) or by a click, keyboard or tap (`click`).
  const [openOn, setOpenOn] = useState<{ path: string; by: 'hover' | 'click' } | null>(null);
  const open = openOn?.path === pathname;
  const openedByHover = open && openOn.by === 'hover';
  const toggleRef = useRef<HTMLButtonElement>(null);
  const itemRef = useRef<HTMLLIElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const cancelClose = () => clearTimeout(closeTimer.current);
  // Only a panel the pointer opened closes when the pointer leaves: one opened by a click stays.
  const closeSoon = () => {
    cancelClose();
    if (openedByHover) closeTimer.current = setTimeout(() => setOpenOn(null), DROPDOWN_CLOSE_DELAY_MS);
  };
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  useEffect(() => {
    if (!open) return;
    const close = () => {
      clearTimeout(closeTimer.current);
      setOpenOn(null);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      toggleRef.current?.focus();
    };
    // A press anywhere else closes it (a click does not move focus out of it in every browser).
    const onPointerDown = (event: PointerEvent) => {
      if (!itemRef.current?.contains(event.target as Node)) close();
    };
    window.addEventListener('scroll', close, { passive: true });
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      window.removeEventListener('scroll', close);
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  return (
    <li
      ref={itemRef}
      className="nav-dropdown"
      onMouseEnter={() => {
        cancelClose();
        if (!open) setOpenOn({ path: pathname, by: 'hover' });
      }}
      onMouseLeave={closeSoon}
      onBlur={(event) => {
        if (!itemRef.current?.contains(event.relatedTarget)) setOpenOn(null);
      }}
    >
      <AppLink to={href} className="nav-bar__link" aria-current={current ? 'page' : undefined}>
        {label}
      </AppLink>
      <button
        ref={toggleRef}
        type="button"
        className="nav-dropdown__toggle"
        aria-expanded={open}
        aria-controls="treatments-dropdown"
        aria-label={layout.submenu(label)}
        onClick={() => {
          cancelClose();
          // The pointer that clicks has just passed over the item and opened the panel: the
          // visitor meant to open it, so the click keeps it open (and open by a click) rather than
          // closing it under them. Otherwise a click toggles it.
          setOpenOn(openedByHover ? { path: pathname, by: 'click' } : open ? null : { path: pathname, by: 'click' });
        }}
      >
        <Icon name="chevron" size={16} />
      </button>
      {/* Part of the item for the pointer: covers the way from the item down to the panel. */}
      <span className="nav-dropdown__bridge" aria-hidden="true" hidden={!open} />
      <div id="treatments-dropdown" className="nav-dropdown__panel" hidden={!open}>
        <div className="container nav-dropdown__grid">
          <ul className="plain-list nav-dropdown__list">
            {entries.map((entry) => (
              <li key={entry.id}>
                <AppLink to={entry.path} className="nav-dropdown__link" aria-current={pathname === entry.path ? 'page' : undefined}>
                  <Icon name={entry.icon} size={18} />
                  {entry.label}
                </AppLink>
              </li>
            ))}
          </ul>
          <div className="nav-dropdown__promo">
            <img src="/images/promo-card.svg" alt="" width={400} height={300} loading="lazy" />
            <p className="nav-dropdown__promo-title">{treatmentsPromo.title}</p>
            <p className="nav-dropdown__promo-text">{treatmentsPromo.text}</p>
            <AppLink to={treatmentsPromo.button.href} className="button">
              {treatmentsPromo.button.label}
            </AppLink>
          </div>
        </div>
      </div>
    </li>
  );
}
