import { useEffect, useRef, type RefObject } from 'react';
import { Sea } from '../model/fishing-sea';
import { type Palette, SeaPainter } from '../components/sea-painter';

/**
 * The fishing sea's animation loop, outside React: one requestAnimationFrame
 * callback steps the sea and paints it, so React renders only when something
 * it shows changes (a shot's answer, a pause), never per frame. The loop
 * stops while `paused` (the tab hidden, the network gone) and picks up where
 * it stood; the canvas follows its box's size (ResizeObserver).
 */
export function useSeaLoop(canvas: RefObject<HTMLCanvasElement | null>, palette: Palette, reducedMotion: boolean, paused: boolean): RefObject<Sea | null> {
  const sea = useRef<Sea | null>(null);
  const painter = useRef<SeaPainter | null>(null);
  // by value: a state refetch brings the same colours in a new array, which must not restart the sea
  const colours = palette.join(' ');

  // the painter and the sea, sized to the canvas's box (again on every resize)
  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    painter.current = new SeaPainter(element, colours.split(' ') as unknown as Palette, reducedMotion);
    const fit = () => {
      const { width, height } = element.getBoundingClientRect();
      if (width < 1 || height < 1) return;
      painter.current?.resize(width, height, window.devicePixelRatio || 1);
      if (sea.current) sea.current.resize(width, height);
      else sea.current = new Sea({ width, height, reducedMotion });
      painter.current?.paint(sea.current);
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(element);
    return () => {
      observer.disconnect();
      painter.current = null;
      sea.current = null;
    };
  }, [canvas, colours, reducedMotion]);

  useEffect(() => {
    if (paused) return;
    let frame = 0;
    let last: number | null = null;
    const tick = (now: number) => {
      // the first frame after a pause moves nothing: the pause is not played out
      if (last !== null && sea.current) sea.current.step(now - last);
      last = now;
      if (sea.current && painter.current) painter.current.paint(sea.current);
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [paused, colours, reducedMotion]);

  return sea;
}
