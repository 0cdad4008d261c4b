import type confetti from 'canvas-confetti';
import { useEffect, useRef, useState } from 'react';
import { useMediaQuery } from '../../lib/use-media-query';

/** Spec 9: confetti lasts 2 seconds. */
export const CONFETTI_MS = 2000;

function themeColours(): string[] {
  const style = getComputedStyle(document.documentElement);
  const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return [
    read('--primary-color', '#11365A'),
    read('--book-button-color', '#C2410C'),
    read('--announcement-color', '#FFF4D6'),
    read('--primary-color-light', '#E6EEF7'),
    '#FFC83D',
  ];
}

/**
 * A celebration over the whole page for two seconds, in the site's colours; nothing at all for
 * people who ask their system for reduced motion. Decorative, so hidden from assistive technology.
 */
export function ConfettiBurst({ durationMs = CONFETTI_MS }: { durationMs?: number }) {
  const reduced = useMediaQuery('(prefers-reduced-motion: reduce)');
  const canvas = useRef<HTMLCanvasElement>(null);
  const [phase, setPhase] = useState<'on' | 'fading' | 'done'>('on');

  useEffect(() => {
    const target = canvas.current;
    if (reduced || !target) return;
    let fire: confetti.CreateTypes | null = null;
    let frame = 0;
    let cancelled = false;
    // The two seconds run from the success itself, not from when the confetti code arrives.
    const stopEmitting = Date.now() + durationMs * 0.6;
    void import('canvas-confetti').then(({ default: confettiModule }) => {
      if (cancelled) return;
      // In this page's own canvas, on the main thread: a worker would need a blob: script, which
      // the Content Security Policy rightly forbids.
      const launcher = confettiModule.create(target, { resize: true, useWorker: false, disableForReducedMotion: true });
      fire = launcher;
      const colors = themeColours();
      const emit = () => {
        void launcher({ particleCount: 5, angle: 60, spread: 65, startVelocity: 55, origin: { x: 0, y: 0.75 }, colors, ticks: 90 });
        void launcher({ particleCount: 5, angle: 120, spread: 65, startVelocity: 55, origin: { x: 1, y: 0.75 }, colors, ticks: 90 });
        if (Date.now() < stopEmitting) frame = requestAnimationFrame(emit);
      };
      emit();
    });
    const fade = setTimeout(() => setPhase('fading'), durationMs - 300);
    const end = setTimeout(() => {
      fire?.reset();
      setPhase('done');
    }, durationMs);
    return () => {
      cancelled = true;
      cancelAnimationFrame(frame);
      clearTimeout(fade);
      clearTimeout(end);
      fire?.reset();
    };
  }, [reduced, durationMs]);

  if (reduced || phase === 'done') return null;
  return (
    <canvas
      ref={canvas}
      aria-hidden="true"
      data-testid="confetti"
      className={`pointer-events-none fixed inset-0 z-[80] h-full w-full transition-opacity duration-300 ${phase === 'fading' ? 'opacity-0' : 'opacity-100'}`}
    />
  );
}
