import type { IconName } from '../content/types';

const TOOTH =
  'M7 3c-2.5 0-4 2-4 4.5 0 3 1.5 4.5 2 7.5.4 2.6 1 6 2.5 6s1.6-3.5 2.5-5.5c.5-1 1.5-1 2 0 .9 2 1 5.5 2.5 5.5s2.1-3.4 2.5-6c.5-3 2-4.5 2-7.5C21 5 19.5 3 17 3c-2 0-3 1-5 1S9 3 7 3z';

/** Line icons drawn in one 24-unit grid; the names are the schema's icon enum, so content can only name these. */
const PATHS: Record<
  IconName | 'menu' | 'close' | 'chevron' | 'play' | 'pause' | 'whatsapp' | 'pin' | 'mail' | 'facebook' | 'instagram' | 'search' | 'filter',
  string
> = {
  tooth: TOOTH,
  sparkle: 'M12 2l2 6 6 2-6 2-2 6-2-6-6-2 6-2zM19 15l1 3 3 1-3 1-1 3-1-3-3-1 3-1z',
  implant: 'M8 2h8l-1 5H9zM9 9h6M9.5 12h5M10 15h4M10.5 18h3M12 18v4',
  braces: 'M3 9c3 2 15 2 18 0M3 15c3-2 15-2 18 0M6 8v8M10 9v6M14 9v6M18 8v8',
  aligner: 'M4 10c0-4 3-6 8-6s8 2 8 6-3 8-8 8-8-4-8-8zM7 10c0 2 2 4 5 4s5-2 5-4',
  crown: 'M3 8l4 4 5-7 5 7 4-4-2 11H5z',
  denture: 'M3 12c0-5 4-8 9-8s9 3 9 8M3 12c2 3 16 3 18 0M7 13v3M11 14v3M15 14v3M19 13v2',
  gum: 'M3 10c3-3 15-3 18 0M6 10v5c0 2 2 2 2 0v-4M11 10v6c0 2 2 2 2 0v-6M16 10v5c0 2 2 2 2 0v-4',
  jaw: 'M4 6c0 8 3 14 8 14s8-6 8-14M8 12h8M4 6h16',
  child: 'M12 8a3 3 0 100-6 3 3 0 000 6zM6 22v-6l-2-4 8-2 8 2-2 4v6M9 17h6',
  shield: 'M12 2l8 3v6c0 5-3.5 9-8 11-4.5-2-8-6-8-11V5z',
  moon: 'M20 14A8 8 0 1110 4a6 6 0 0010 10z',
  globe: 'M12 22a10 10 0 100-20 10 10 0 000 20zM2 12h20M12 2c3 3 4 6.5 4 10s-1 7-4 10c-3-3-4-6.5-4-10s1-7 4-10z',
  filling: `${TOOTH}M10 8h4v3h-4z`,
  root: 'M7 2h10c1 4-1 7-2 9l-1 11-2-6-2 6-1-11C8 9 6 6 7 2z',
  scalpel: 'M3 21l7-7M10 14l9-9 2 2-8 9zM14 10l3 3',
  smile: 'M12 22a10 10 0 100-20 10 10 0 000 20zM8 14c1 2 2.5 3 4 3s3-1 4-3M9 9h.01M15 9h.01',
  extraction: `${TOOTH}M12 0v2`,
  cleaning: 'M4 20l8-8M12 12l3-3 4 4-3 3zM15 9l2-6M17 13l6-2',
  heart: 'M12 21s-8-5-8-11a4.5 4.5 0 018-3 4.5 4.5 0 018 3c0 6-8 11-8 11z',
  calendar: 'M4 5h16v16H4zM4 10h16M8 3v4M16 3v4',
  phone: 'M5 3h4l2 5-2.5 1.5a11 11 0 006 6L16 13l5 2v4a2 2 0 01-2 2A17 17 0 013 5a2 2 0 012-2z',
  clock: 'M12 22a10 10 0 100-20 10 10 0 000 20zM12 6v6l4 2',
  star: 'M12 2l3 7 7 .6-5.3 4.7 1.6 7.2L12 17.8 5.7 21.5l1.6-7.2L2 9.6 9 9z',
  menu: 'M3 6h18M3 12h18M3 18h18',
  close: 'M5 5l14 14M19 5L5 19',
  chevron: 'M6 9l6 6 6-6',
  play: 'M8 5v14l11-7z',
  pause: 'M7 5h3v14H7zM14 5h3v14h-3z',
  whatsapp: 'M4 20l1.3-4.5A8.5 8.5 0 1112 20.5a8.4 8.4 0 01-4-1zM9 8c0 4 3 7 7 7l1-2-2-1-1 1c-1.5-.5-2.5-1.5-3-3l1-1-1-2z',
  pin: 'M12 22s7-6 7-12a7 7 0 00-14 0c0 6 7 12 7 12zM12 12.5a2.5 2.5 0 100-5 2.5 2.5 0 000 5z',
  mail: 'M3 5h18v14H3zM3 6l9 7 9-7',
  facebook: 'M14 8h3V4h-3a4 4 0 00-4 4v2H7v4h3v8h4v-8h3l1-4h-4V8z',
  instagram: 'M7 3h10a4 4 0 014 4v10a4 4 0 01-4 4H7a4 4 0 01-4-4V7a4 4 0 014-4zM12 16a4 4 0 100-8 4 4 0 000 8zM17.5 6.5h.01',
  search: 'M11 18a7 7 0 100-14 7 7 0 000 14zM20 20l-3.5-3.5',
  filter: 'M4 6h16M7 12h10M10 18h4',
};

export type AnyIconName = keyof typeof PATHS;

/** A decorative icon: hidden from assistive technology; the surrounding text or label names the action. */
export function Icon({ name, size = 20, className, strokeWidth = 1.7 }: { name: AnyIconName; size?: number; className?: string; strokeWidth?: number }) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} fill={name === 'play' || name === 'pause' ? 'currentColor' : 'none'} />
    </svg>
  );
}
