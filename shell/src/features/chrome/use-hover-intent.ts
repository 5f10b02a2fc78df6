// Opens a dropdown only when the pointer rests on its entry, and closes it a moment after the pointer leaves,
// so a pointer crossing the menu on its way elsewhere opens nothing (the hoverIntent behaviour of SPEC §9).
import { useCallback, useEffect, useRef, type MouseEvent } from 'react';
import { MENU_BEHAVIOUR } from '@college/shared-types';

export interface HoverIntentOptions {
  intervalMs?: number;
  timeoutMs?: number;
  sensitivityPx?: number;
}

export function useHoverIntent(
  enabled: boolean,
  onOver: () => void,
  onOut: () => void,
  {
    intervalMs = MENU_BEHAVIOUR.hoverIntervalMs,
    timeoutMs = MENU_BEHAVIOUR.hoverTimeoutMs,
    sensitivityPx = MENU_BEHAVIOUR.hoverSensitivityPx,
  }: HoverIntentOptions = {},
) {
  const pos = useRef({ x: 0, y: 0 });
  const prev = useRef({ x: 0, y: 0 });
  const overTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const outTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const over = useRef(false);

  const clear = useCallback(() => {
    clearTimeout(overTimer.current);
    clearTimeout(outTimer.current);
  }, []);
  useEffect(() => clear, [clear]);

  const compare = useCallback(() => {
    const dx = pos.current.x - prev.current.x;
    const dy = pos.current.y - prev.current.y;
    if (Math.abs(dx) + Math.abs(dy) < sensitivityPx) {
      over.current = true;
      onOver();
      return;
    }
    prev.current = { ...pos.current };
    overTimer.current = setTimeout(compare, intervalMs);
  }, [intervalMs, onOver, sensitivityPx]);

  const onMouseMove = useCallback((e: MouseEvent) => {
    pos.current = { x: e.clientX, y: e.clientY };
  }, []);

  const onMouseEnter = useCallback(
    (e: MouseEvent) => {
      if (!enabled) return;
      clearTimeout(outTimer.current);
      if (over.current) return; // came back before the close timeout: stay open
      pos.current = { x: e.clientX, y: e.clientY };
      prev.current = { ...pos.current };
      clearTimeout(overTimer.current);
      overTimer.current = setTimeout(compare, intervalMs);
    },
    [compare, enabled, intervalMs],
  );

  const onMouseLeave = useCallback(() => {
    if (!enabled) return;
    clearTimeout(overTimer.current);
    if (!over.current) return;
    outTimer.current = setTimeout(() => {
      over.current = false;
      onOut();
    }, timeoutMs);
  }, [enabled, onOut, timeoutMs]);

  /** Forgets a hover-opened state when the entry was closed another way (click, Escape, a link). */
  const reset = useCallback(() => {
    clear();
    over.current = false;
  }, [clear]);

  /** Treats an entry opened by a mouse click as hovered, so leaving it closes it like a hovered one. */
  const markOver = useCallback(() => {
    clearTimeout(overTimer.current);
    over.current = true;
  }, []);

  return { onMouseEnter, onMouseMove, onMouseLeave, reset, markOver };
}
