/** Media-bar icons as inline SVG (no emoji fonts needed; they scale with the text). */
const common = {
  width: '1em',
  height: '1em',
  viewBox: '0 0 16 16',
  'aria-hidden': true,
  focusable: false,
} as const;

export const FirstIcon = () => (
  <svg {...common}>
    <rect x="2" y="3" width="2" height="10" fill="currentColor" />
    <path d="M14 3 L5 8 L14 13 Z" fill="currentColor" />
  </svg>
);
export const BackIcon = () => (
  <svg {...common}>
    <path d="M12 3 L3 8 L12 13 Z" fill="currentColor" />
  </svg>
);
export const NextIcon = () => (
  <svg {...common}>
    <path d="M4 3 L13 8 L4 13 Z" fill="currentColor" />
  </svg>
);
export const LastIcon = () => (
  <svg {...common}>
    <path d="M2 3 L11 8 L2 13 Z" fill="currentColor" />
    <rect x="12" y="3" width="2" height="10" fill="currentColor" />
  </svg>
);
export const PlayIcon = () => (
  <svg {...common}>
    <path d="M4 2 L14 8 L4 14 Z" fill="currentColor" />
  </svg>
);
export const PauseIcon = () => (
  <svg {...common}>
    <rect x="3" y="2" width="3.5" height="12" fill="currentColor" />
    <rect x="9.5" y="2" width="3.5" height="12" fill="currentColor" />
  </svg>
);
