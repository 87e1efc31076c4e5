import { act, fireEvent, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContentProvider } from '../../content/content-context';
import { renderStatic, testIndex } from '../../testing/render-section';
import { BUSY_RETRY_MS, DEFAULT_DELAY_SECONDS, SESSION_KEY } from './popup-schedule';
import SocialVideoPopupSection from './social-video-popup-section';

const DELAY_MS = DEFAULT_DELAY_SECONDS * 1000;
const section = { type: 'social-video-popup' } as const;

/** Lets the lazy dialog chunk resolve under fake timers. */
async function settle() {
  await act(async () => {
    await vi.dynamicImportSettled();
  });
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });
}
const dialog = () => screen.queryByRole('dialog', { name: 'A minute at Test Dental Clinic' });

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

// The dialog's chunk, loaded once here so that opening it later takes no real time.
beforeAll(() => import('./social-video-dialog'));

beforeEach(() => {
  vi.useFakeTimers();
  sessionStorage.clear();
  setVisibility('visible');
  // The embed script is never fetched in these tests: its <script> only lands in the document.
  document.querySelectorAll('script[src*="instagram"]').forEach((script) => script.remove());
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('social video popup: when it opens', { timeout: 20_000 }, () => {
  it('leaves no trace in the server HTML', () => {
    expect(
      renderToString(
        <ContentProvider index={testIndex}>
          <SocialVideoPopupSection section={section} />
        </ContentProvider>,
      ),
    ).toBe('');
  });

  it('opens after the page has been on screen for 30 s, once per session', async () => {
    renderStatic(<SocialVideoPopupSection section={section} />);
    await act(async () => vi.advanceTimersByTimeAsync(DELAY_MS - 100));
    await settle();
    expect(dialog()).toBeNull();
    expect(sessionStorage.getItem(SESSION_KEY)).toBeNull();
    await act(async () => vi.advanceTimersByTimeAsync(100));
    await settle();
    expect(dialog()).toBeInTheDocument();
    expect(sessionStorage.getItem(SESSION_KEY)).not.toBeNull();
  });

  it('does not open again in the same session', async () => {
    sessionStorage.setItem(SESSION_KEY, '1');
    renderStatic(<SocialVideoPopupSection section={section} />);
    await act(async () => vi.advanceTimersByTimeAsync(DELAY_MS * 4));
    await settle();
    expect(dialog()).toBeNull();
  });

  it('never opens where session storage is refused (the promise could not be kept)', async () => {
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    renderStatic(<SocialVideoPopupSection section={section} />);
    await act(async () => vi.advanceTimersByTimeAsync(DELAY_MS * 2));
    await settle();
    expect(dialog()).toBeNull();
  });

  it('counts only the time the page is on screen', async () => {
    renderStatic(<SocialVideoPopupSection section={section} />);
    await act(async () => vi.advanceTimersByTimeAsync(10_000));
    act(() => setVisibility('hidden'));
    await act(async () => vi.advanceTimersByTimeAsync(DELAY_MS * 2));
    await settle();
    expect(dialog()).toBeNull();
    act(() => setVisibility('visible'));
    await act(async () => vi.advanceTimersByTimeAsync(DELAY_MS - 10_000 - 100));
    await settle();
    expect(dialog()).toBeNull();
    await act(async () => vi.advanceTimersByTimeAsync(100));
    await settle();
    expect(dialog()).toBeInTheDocument();
  });

  it('waits while the visitor types in a form field, and opens when they leave it', async () => {
    const { container } = renderStatic(
      <>
        <input aria-label="Name" />
        <SocialVideoPopupSection section={section} />
      </>,
    );
    const field = container.ownerDocument.querySelector('input')!;
    field.focus();
    await act(async () => vi.advanceTimersByTimeAsync(DELAY_MS + BUSY_RETRY_MS * 3));
    await settle();
    expect(dialog()).toBeNull();
    field.blur();
    await act(async () => vi.advanceTimersByTimeAsync(BUSY_RETRY_MS));
    await settle();
    expect(dialog()).toBeInTheDocument();
  });

  it("uses the page's own delay and texts", async () => {
    renderStatic(<SocialVideoPopupSection section={{ ...section, delaySeconds: 20, loadingText: 'One moment…' }} />);
    await act(async () => vi.advanceTimersByTimeAsync(20_000));
    await settle();
    expect(screen.getByRole('status')).toHaveTextContent('One moment…');
  });

  it('closes by its close button and stays closed', async () => {
    renderStatic(<SocialVideoPopupSection section={section} />);
    await act(async () => vi.advanceTimersByTimeAsync(DELAY_MS));
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(dialog()).toBeNull();
    expect(document.querySelector('blockquote.instagram-media')).toBeNull();
    await act(async () => vi.advanceTimersByTimeAsync(DELAY_MS * 2));
    expect(dialog()).toBeNull();
  });
});
