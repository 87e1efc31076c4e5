import type { AnchorHTMLAttributes, Ref } from 'react';
import { useHref, useLinkClickHandler, useLocation, useResolvedPath } from 'react-router-dom';

type AnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'className'>;

export interface AppLinkProps extends AnchorProps {
  /** A path inside the site, with its query and fragment if any. */
  to: string;
  className?: string;
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
  /** Kept with the history entry (`location.state`), e.g. `{ keepScroll: true }` for a filter. */
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A link to a page of the site: a real `<a href>` (it works without scripts, opens in a new tab,
 * can be copied), which scripts turn into a client navigation on a plain left click.
 *
 * The site's links are these instead of React Router's `<Link>`: that component also renders the
 * framework's prefetch links, which bring the data router's code with them (about 4.4 KB gz on
 * every page), and this site has no data router. The click rules are React Router's own
 * (`useLinkClickHandler`: a modified click, another target or a prevented default is left to
 * the browser).
 */
export function AppLink({ to, replace, state, target, onClick, ref, children, ...anchor }: AppLinkProps) {
  const href = useHref(to);
  const navigateOnClick = useLinkClickHandler<HTMLAnchorElement>(to, { replace, state, target });
  return (
    <a
      {...anchor}
      ref={ref}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) navigateOnClick(event);
      }}
    >
      {children}
    </a>
  );
}

export interface AppNavLinkProps extends Omit<AppLinkProps, 'className'> {
  /** A class, or one chosen by whether the link leads to the page being shown. */
  className?: string | ((state: { isActive: boolean }) => string);
  /** Active only on the link's own page, not on the pages under it (`/` is never active below). */
  end?: boolean;
}

/**
 * A link in a menu: `aria-current="page"` while it leads to the page on screen, or to a page
 * under it unless `end` is set. Paths compare without regard to case, as React Router's NavLink does.
 */
export function AppNavLink({ className, end = false, ...link }: AppNavLinkProps) {
  const isActive = useIsActivePath(link.to, end);
  return <AppLink {...link} aria-current={isActive ? 'page' : undefined} className={typeof className === 'function' ? className({ isActive }) : className} />;
}

function useIsActivePath(to: string, end: boolean): boolean {
  const current = useLocation().pathname.toLowerCase();
  const target = useResolvedPath(to).pathname.toLowerCase();
  if (current === target) return true;
  if (end || target === '/') return false;
  const base = target.endsWith('/') ? target.slice(0, -1) : target;
  return current.startsWith(`${base}/`);
}
