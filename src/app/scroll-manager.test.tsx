import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useNavigate, type NavigateFunction } from 'react-router-dom';
import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScrollManager } from './scroll-manager';

let navigate: NavigateFunction;
function Page() {
  const pageNavigate = useNavigate();
  useEffect(() => {
    navigate = pageNavigate;
  });
  return (
    <>
      <ScrollManager />
      <h2 id="aftercare">Aftercare</h2>
    </>
  );
}

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <Page /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
}

describe('ScrollManager', () => {
  afterEach(() => vi.restoreAllMocks());

  it('leaves the first load alone, then jumps (not glides) to the top on every navigation', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    renderAt('/contact');
    expect(scrollTo).not.toHaveBeenCalled();
    await act(async () => navigate('/thank-you?t=pass'));
    // 'instant' overrides the stylesheet's smooth scrolling, which would glide down a long page.
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, left: 0, behavior: 'instant' });
  });

  it('scrolls to the heading a link names with #anchor', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    renderAt('/root-canal-treatment-in-ahmedabad');
    await act(async () => navigate('/root-canal-treatment-in-ahmedabad#aftercare'));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('keeps the view where it is when a filter link says keepScroll, and scrolls again on the next page', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    renderAt('/gallery');
    await act(async () => navigate('/gallery?category=2', { state: { keepScroll: true } }));
    expect(scrollTo).not.toHaveBeenCalled();
    await act(async () => navigate('/about'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });
});
