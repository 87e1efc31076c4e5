import { useEffect, useRef, type ReactNode } from 'react';
import { Icon } from './icon';
import { useSectionWords } from '../i18n/dictionary-context';
import { controlsWords } from '../i18n/section-words/controls';
import './dialog.css';

/**
 * The one modal dialog of the site, on the native <dialog> element opened with showModal(): the
 * browser moves focus in (to the close button, or to an element inside with `autoFocus`), keeps Tab
 * inside, makes the page behind inert, and lays it in the top layer above everything (the floating
 * buttons sit on layer 998, the dialog on 999). Escape, the close button and a press on the
 * backdrop ask to close; focus then returns to whatever opened it. Opening and closing fade and
 * scale over 0.3 s in CSS (instantly under reduced motion) over a backdrop black at 60%, and the
 * page does not scroll behind it.
 *
 *   const [open, setOpen] = useState(false);
 *   <button onClick={() => setOpen(true)}>Watch</button>
 *   <Dialog open={open} onClose={() => setOpen(false)} label="Video">…</Dialog>
 *
 * Props
 *   open          controlled: true shows it, false closes it
 *   onClose()     Escape, the close button or the backdrop asked to close: set `open` to false
 *   label         accessible name, or `labelledBy`: the id of a visible heading inside
 *   closeLabel    the close button's accessible name (default: the dictionary's 'Close')
 *   id, className on the <dialog>. The parts: `.dialog__box` (centred, up to 900 px wide, transparent)
 *                 and `.dialog__close` (above the box's right corner). A variant restyles them under its
 *                 own class, and may change the transition (the mobile menu slides in over 0.6 s).
 *   children      the box's content
 */
/** Exactly one accessible name: `label`, or `labelledBy` pointing at a visible heading inside. */
type DialogName = { label: string; labelledBy?: never } | { labelledBy: string; label?: never };

export type DialogProps = DialogName & {
  open: boolean;
  onClose(): void;
  closeLabel?: string;
  id?: string;
  className?: string;
  children: ReactNode;
};

export function Dialog({ open, onClose, label, labelledBy, closeLabel, id, className, children }: DialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const common = useSectionWords('controls', controlsWords);
  const opener = useRef<HTMLElement | null>(null);
  const latest = useRef({ open, onClose });
  useEffect(() => {
    latest.current = { open, onClose };
  });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    // Browsers give focus back on close(); this covers those that do not, and a dialog closed
    // because its owner unmounted it.
    const returnFocus = () => {
      const target = opener.current;
      opener.current = null;
      const active = document.activeElement;
      if (target?.isConnected && (!active || active === document.body || dialog.contains(active))) target.focus();
    };
    // `close` fires after any closing: ours (open became false) or the browser's own on Escape.
    const onNativeClose = () => {
      returnFocus();
      if (latest.current.open) latest.current.onClose();
    };
    // A press counts as on the backdrop only if it starts and ends outside the box, so selecting
    // text inside and releasing outside does not close it. The <dialog> spans the viewport around
    // the box, so a target of the dialog itself means "outside the box".
    let pressStartedOutside = false;
    const onPointerDown = (event: PointerEvent) => {
      pressStartedOutside = event.target === dialog;
    };
    const onClick = (event: MouseEvent) => {
      if (pressStartedOutside && event.target === dialog) latest.current.onClose();
      pressStartedOutside = false;
    };
    dialog.addEventListener('close', onNativeClose);
    dialog.addEventListener('pointerdown', onPointerDown);
    dialog.addEventListener('click', onClick);
    return () => {
      dialog.removeEventListener('close', onNativeClose);
      dialog.removeEventListener('pointerdown', onPointerDown);
      dialog.removeEventListener('click', onClick);
      if (dialog.open) returnFocus();
    };
  }, []);

  return (
    <dialog ref={dialogRef} id={id} className={className ? `dialog ${className}` : 'dialog'} aria-label={label} aria-labelledby={labelledBy}>
      <div className="dialog__box">
        <button type="button" className="dialog__close" aria-label={closeLabel ?? common.close} onClick={() => onClose()}>
          <Icon name="close" size={22} />
        </button>
        {children}
      </div>
    </dialog>
  );
}
