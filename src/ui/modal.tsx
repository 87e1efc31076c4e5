import { AnimatePresence, LazyMotion, domAnimation, m } from 'framer-motion';
import { useEffect, useRef, type ReactNode } from 'react';
import { trapTab } from './focus-trap';
import { Icon } from './icon';
import './modal.css';

interface ModalProps {
  open: boolean;
  onClose(): void;
  /** Accessible name of the dialog. */
  label: string;
  children: ReactNode;
  className?: string;
}

/**
 * A dialog over a 60% black backdrop (layer 999). It fades and scales over 0.3 s, closes on
 * Escape, on its close button and on a mouse press outside its box, keeps Tab inside itself,
 * and gives focus back to what opened it.
 */
export function Modal({ open, onClose, label, children, className }: ModalProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement as HTMLElement | null;
    boxRef.current?.querySelector<HTMLElement>('button')?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onCloseRef.current();
      if (event.key === 'Tab' && boxRef.current) trapTab(event, boxRef.current);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      opener?.focus?.();
    };
  }, [open]);

  return (
    <LazyMotion features={domAnimation}>
      <AnimatePresence>
        {open && (
          <m.div
            className="modal-backdrop"
            initial={{ opacity: 0 }}
            animate={{ opacity: 1 }}
            exit={{ opacity: 0 }}
            transition={{ duration: 0.3 }}
            onMouseDown={(event) => {
              if (!boxRef.current?.contains(event.target as Node)) onClose();
            }}
          >
            <m.div
              ref={boxRef}
              role="dialog"
              aria-modal="true"
              aria-label={label}
              className={`modal-box ${className ?? ''}`}
              initial={{ scale: 0.9 }}
              animate={{ scale: 1 }}
              exit={{ scale: 0.9 }}
              transition={{ duration: 0.3 }}
            >
              <button type="button" className="modal-close" onClick={onClose} aria-label="Close">
                <Icon name="close" size={22} />
              </button>
              {children}
            </m.div>
          </m.div>
        )}
      </AnimatePresence>
    </LazyMotion>
  );
}
