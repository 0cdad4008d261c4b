import { useCallback, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { iconButtonClass } from '../../../components/ui/button';
import { PauseIcon, PlayIcon, SpeakerIcon, StopIcon } from './reader-icons';

const synth = () => (typeof window !== 'undefined' && 'speechSynthesis' in window ? window.speechSynthesis : null);

/** The browser's voices (they often arrive a moment after the page loads). */
function useVoices(): SpeechSynthesisVoice[] {
  const cache = useRef<SpeechSynthesisVoice[]>([]);
  const subscribe = useCallback((onChange: () => void) => {
    const s = synth();
    s?.addEventListener?.('voiceschanged', onChange);
    return () => s?.removeEventListener?.('voiceschanged', onChange);
  }, []);
  const read = () => {
    const next = synth()?.getVoices() ?? [];
    if (next.length !== cache.current.length || next.some((v, i) => v !== cache.current[i])) cache.current = next;
    return cache.current;
  };
  return useSyncExternalStore(subscribe, read, () => cache.current);
}

/** The best voice for a language: an exact match, then the same language, then the default. */
export function voiceFor(voices: SpeechSynthesisVoice[], lang: string): SpeechSynthesisVoice | null {
  const want = lang.toLowerCase();
  const base = want.split('-')[0]!;
  return (
    voices.find((v) => v.lang.toLowerCase() === want) ??
    voices.find((v) => v.lang.toLowerCase().split(/[-_]/)[0] === base) ??
    voices.find((v) => v.default) ??
    null
  );
}

type Props = {
  /** The text on screen now. */
  text: string;
  lang: string;
  atEnd: boolean;
  /** Turns the page when a page has been read and reading goes on. */
  onPageRead: () => void;
  dark: boolean;
};

/** Read aloud with the browser's speech synthesis: play, pause, stop; turns pages as it goes. Hidden without voices. */
export function ReadAloud({ text, lang, atEnd, onPageRead, dark }: Props) {
  const { t } = useTranslation('reader');
  const voices = useVoices();
  const [state, setState] = useState<'idle' | 'speaking' | 'paused'>('idle');
  const utterance = useRef<SpeechSynthesisUtterance | null>(null);
  const latest = useRef({ atEnd, onPageRead });
  useLayoutEffect(() => {
    latest.current = { atEnd, onPageRead };
  });

  const speak = useCallback(
    (words: string) => {
      const s = synth();
      if (!s) return;
      s.cancel();
      const u = new SpeechSynthesisUtterance(words || ' ');
      u.lang = lang;
      const voice = voiceFor(voices, lang);
      if (voice) u.voice = voice;
      u.onend = () => {
        if (utterance.current !== u) return; // cancelled for another page, or stopped
        if (latest.current.atEnd) {
          utterance.current = null;
          setState('idle');
        } else latest.current.onPageRead();
      };
      u.onerror = (e) => {
        if (utterance.current !== u || e.error === 'interrupted' || e.error === 'canceled') return;
        utterance.current = null;
        setState('idle');
      };
      utterance.current = u;
      s.speak(u);
    },
    [lang, voices],
  );

  // A new page while reading (turned by reading on, or by the reader): read it from its start.
  useEffect(() => {
    if (state === 'speaking') speak(text);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a change of page restarts the voice
  }, [text]);

  useEffect(
    () => () => {
      utterance.current = null;
      synth()?.cancel();
    },
    [],
  );

  if (!synth() || voices.length === 0) return null;

  const button = `${iconButtonClass} ${dark ? 'text-white hover:bg-white/15' : ''}`;
  return (
    <div className="flex items-center" role="group" aria-label={t('aloud.group')}>
      {state === 'idle' && (
        <button
          type="button"
          className={button}
          aria-label={t('aloud.group')}
          title={t('aloud.group')}
          onClick={() => {
            setState('speaking');
            speak(text);
          }}
        >
          <SpeakerIcon />
        </button>
      )}
      {state === 'speaking' && (
        <button
          type="button"
          className={button}
          aria-label={t('aloud.pauseLabel')}
          title={t('aloud.pause')}
          onClick={() => {
            synth()?.pause();
            setState('paused');
          }}
        >
          <PauseIcon />
        </button>
      )}
      {state === 'paused' && (
        <button
          type="button"
          className={button}
          aria-label={t('aloud.resumeLabel')}
          title={t('aloud.resume')}
          onClick={() => {
            synth()?.resume();
            setState('speaking');
          }}
        >
          <PlayIcon />
        </button>
      )}
      {state !== 'idle' && (
        <button
          type="button"
          className={button}
          aria-label={t('aloud.stopLabel')}
          title={t('aloud.stop')}
          onClick={() => {
            utterance.current = null;
            synth()?.cancel();
            setState('idle');
          }}
        >
          <StopIcon />
        </button>
      )}
    </div>
  );
}
