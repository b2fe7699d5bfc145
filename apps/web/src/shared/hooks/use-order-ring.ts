import { useCallback, useEffect, useRef, useState } from 'react';
import { mutePreference } from '@/shared/lib/preferences';

/** Seconds between two rings while a new order waits to be opened. */
const RING_EVERY_MS = 2500;

/** Two soft notes, made on the spot (no sound file to download). */
function chime(context: AudioContext) {
  const now = context.currentTime;
  for (const [index, frequency] of [880, 1175].entries()) {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = frequency;
    const start = now + index * 0.22;
    gain.gain.setValueAtTime(0.0001, start);
    gain.gain.exponentialRampToValueAtTime(0.35, start + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + 0.5);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(start);
    oscillator.stop(start + 0.55);
  }
}

/**
 * The ring of new orders (and of bookings waiting for the restaurant). Browsers play sound only after the page was touched: 'Start service'
 * creates the audio context on that touch. It rings, repeating, while `ringing` is true and the
 * device is not muted (the choice stays on the device, across sessions).
 */
export function useOrderRing(ringing: boolean) {
  const context = useRef<AudioContext | null>(null);
  const [started, setStarted] = useState(false);
  const [muted, setMuted] = useState(() => mutePreference.get());

  const start = useCallback(() => {
    context.current ??= new AudioContext();
    void context.current.resume();
    setStarted(true);
  }, []);

  const toggleMute = useCallback(() => {
    setMuted((current) => {
      mutePreference.set(!current);
      return !current;
    });
  }, []);

  useEffect(() => {
    const audio = context.current;
    if (!ringing || !started || muted || !audio) return;
    chime(audio);
    const timer = setInterval(() => chime(audio), RING_EVERY_MS);
    return () => clearInterval(timer);
  }, [ringing, started, muted]);

  useEffect(() => () => void context.current?.close(), []);

  return { started, start, muted, toggleMute };
}
