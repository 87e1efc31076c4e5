import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from './dialog';

function Harness({ onClose = () => {} }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open video
      </button>
      <Dialog
        open={open}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        label="Video"
      >
        <p>Inside</p>
        <a href="#x">A link inside</a>
      </Dialog>
    </>
  );
}

const dialogElement = () => document.querySelector('dialog')!;

// userEvent and lazy chunks are slow on a busy machine; these tests wait on nothing else.
describe('Dialog', { timeout: 20_000 }, () => {
  it('is a closed native <dialog> until opened, then modal, named, with focus on its close button', async () => {
    render(<Harness />);
    expect(dialogElement().open).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Open video' }));
    const dialog = screen.getByRole('dialog', { name: 'Video' });
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).toHaveAttribute('open');
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('opens with showModal(), so the browser makes the rest of the page inert and keeps Tab inside', async () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open video' }));
    expect(showModal).toHaveBeenCalledTimes(1);
    showModal.mockRestore();
  });

  it('closes on its close button and gives focus back to the opener', async () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Open video' });
    await userEvent.click(opener);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(dialogElement().open).toBe(false);
    expect(opener).toHaveFocus();
  });

  it('tells its owner when the browser closed it (Escape)', async () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Open video' });
    await userEvent.click(opener);
    // What the browser does on Escape: cancel, then close.
    act(() => {
      dialogElement().dispatchEvent(new Event('cancel', { cancelable: true }));
      dialogElement().close();
    });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(opener).toHaveFocus();
  });

  it('closes on a press that starts and ends on the backdrop, not on one that starts inside', async () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open video' }));
    // A text selection dragged from inside to outside the box.
    fireEvent.pointerDown(screen.getByText('Inside'));
    fireEvent.click(dialogElement());
    expect(onClose).not.toHaveBeenCalled();
    // A press inside the box.
    fireEvent.pointerDown(screen.getByText('Inside'));
    fireEvent.click(screen.getByText('Inside'));
    expect(onClose).not.toHaveBeenCalled();
    // A press on the backdrop (events on ::backdrop target the <dialog> itself).
    fireEvent.pointerDown(dialogElement());
    fireEvent.click(dialogElement());
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(dialogElement().open).toBe(false);
  });

  it('closing through its open prop does not call onClose again', () => {
    const onClose = vi.fn();
    const { rerender } = render(
      <Dialog open onClose={onClose} label="Menu">
        x
      </Dialog>,
    );
    expect(dialogElement().open).toBe(true);
    rerender(
      <Dialog open={false} onClose={onClose} label="Menu">
        x
      </Dialog>,
    );
    expect(dialogElement().open).toBe(false);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('names its close button and takes a class for variants', () => {
    render(
      <Dialog open onClose={() => {}} label="Menu" closeLabel="Close menu" id="menu" className="mobile-menu">
        x
      </Dialog>,
    );
    expect(screen.getByRole('button', { name: 'Close menu' })).toBeInTheDocument();
    expect(dialogElement()).toHaveClass('dialog', 'mobile-menu');
    expect(dialogElement().id).toBe('menu');
  });
});
