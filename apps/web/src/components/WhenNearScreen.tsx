import { type ReactNode, Suspense, useEffect, useRef, useState } from "react";

/**
 * Renders its children once their place comes near the screen, so the code of content far below the fold
 * (a form and its validation) loads only for visitors who scroll to it. `minHeight` holds the space meanwhile.
 */
export function WhenNearScreen({ minHeight, children }: { minHeight: number; children: ReactNode }) {
  const place = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = place.current;
    if (!element || near) return;
    const observer = new IntersectionObserver((entries) => setNear(entries.some((entry) => entry.isIntersecting)), {
      rootMargin: "600px 0px",
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return (
    <div ref={place} style={{ minHeight }}>
      {near && <Suspense fallback={null}>{children}</Suspense>}
    </div>
  );
}
