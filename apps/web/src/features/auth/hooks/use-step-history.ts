import { useEffect, useEffectEvent, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

const depthIn = (state: unknown): number | null => {
  const depth = (state as { stepDepth?: unknown } | null)?.stepDepth;
  return typeof depth === 'number' ? depth : null;
};

/**
 * Keeps a multi-step page's steps in the browser's history, so that the browser's or the phone's
 * Back goes one step back, as the page's own Back button does, rather than off the page with what
 * was typed. Going a level deeper pushes an entry (same address, the level in its state); going
 * back pops one; a Back from the browser calls `back` once per level.
 *
 * `depth` is the current step's level; the level the page arrived at is the floor: the page never
 * goes back past its own first entry.
 */
export function useStepHistory(depth: number, back: () => void): void {
  const location = useLocation();
  const navigate = useNavigate();
  const [floor] = useState(() => depthIn(location.state) ?? depth);
  const inHistory = depthIn(location.state) ?? floor;

  // The page moved: one entry more for a deeper step, or back to the entry of a shallower one.
  const followPage = useEffectEvent(() => {
    if (depth > inHistory) {
      void navigate({ pathname: location.pathname, search: location.search, hash: location.hash }, { state: { ...(location.state as object | null), stepDepth: depth } });
      return;
    }
    const target = Math.max(depth, floor);
    if (target < inHistory) void navigate(target - inHistory);
  });
  // The browser moved back: the page follows, a step for each level.
  const followBrowser = useEffectEvent(() => {
    for (let level = depth; level > Math.max(inHistory, floor); level--) back();
  });

  useEffect(() => followPage(), [depth]);
  useEffect(() => followBrowser(), [location.key]);
}
