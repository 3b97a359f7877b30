import { lazy, Suspense } from "react";

/** Loaded once she is signed in, so a visitor at the e-mail step never downloads it. */
const YourDataCard = lazy(() => import("./YourDataCard").then((module) => ({ default: module.YourDataCard })));

/** "Your data" on My Sessions: download it, or delete it. `onErased` returns the page to the e-mail step. */
export function YourData({ onErased }: { onErased: () => void }) {
  return (
    <Suspense fallback={null}>
      <YourDataCard onErased={onErased} />
    </Suspense>
  );
}
