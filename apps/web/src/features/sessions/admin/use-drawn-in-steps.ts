import { startTransition, useEffect, useState } from "react";

/**
 * How many items of a long list to draw: a screenful at once, then `step` more after each paint, each step in a
 * task of its own, until all are drawn. A busy day's 144 sessions drawn in one go blocked a phone's page for
 * 100–330 ms; drawn this way, the first screen shows in one short task and no later step is long.
 */
export function useDrawnInSteps(total: number, first = 12, step = 32): number {
  const [count, setCount] = useState(first);
  useEffect(() => {
    if (count >= total) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // After the next paint (a frame, then a timer), so the items already drawn are on the screen first.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setCount((drawn) => drawn + step)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [count, total, step]);
  return Math.min(count, total);
}
