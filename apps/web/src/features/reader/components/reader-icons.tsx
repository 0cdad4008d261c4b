import type { ReactNode } from 'react';

/** The reader's own toolbar icons (decorative: every control has a visible label or aria-label). */
function Svg({ children }: { children: ReactNode }) {
  return (
    <svg width={20} height={20} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

export const ZoomInIcon = () => (
  <Svg>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5M11 8v6M8 11h6" />
  </Svg>
);
export const ZoomOutIcon = () => (
  <Svg>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5M8 11h6" />
  </Svg>
);
export const FitIcon = () => (
  <Svg>
    <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />
  </Svg>
);
export const FullscreenIcon = ({ exit }: { exit: boolean }) => (
  <Svg>{exit ? <path d="M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5" /> : <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5M9 9h6v6H9z" />}</Svg>
);
export const SpeakerIcon = () => (
  <Svg>
    <path d="M11 5 6 9H3v6h3l5 4V5z" />
    <path d="M15.5 8.5a5 5 0 0 1 0 7M18.5 5.5a9 9 0 0 1 0 13" />
  </Svg>
);
export const PlayIcon = () => (
  <Svg>
    <path d="M7 4v16l13-8z" />
  </Svg>
);
export const PauseIcon = () => (
  <Svg>
    <path d="M8 5v14M16 5v14" />
  </Svg>
);
export const StopIcon = () => (
  <Svg>
    <rect x="6" y="6" width="12" height="12" rx="1" />
  </Svg>
);
export const TextSettingsIcon = () => (
  <Svg>
    <path d="M4 19 9 5l5 14M6 14h6M15 19l3-8 3 8M16 16.5h4" />
  </Svg>
);
