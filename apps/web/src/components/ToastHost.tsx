// Where toasts appear, mounted with the first toast (see lib/toast.ts).
import { lazy, Suspense, useEffect } from "react";
import { toastAreaReady, useToastRequested } from "../lib/toast";

const Notifications = lazy(() =>
  import("@mantine/notifications").then((module) => ({ default: module.Notifications })),
);

/** Rendered after the list, so its effect runs once the list is on the page. */
function WhenMounted() {
  useEffect(() => {
    void toastAreaReady();
  }, []);
  return null;
}

export function ToastHost() {
  if (!useToastRequested()) return null;
  return (
    <Suspense fallback={null}>
      <Notifications limit={1} autoClose={5000} position="top-right" zIndex={1000} />
      <WhenMounted />
    </Suspense>
  );
}
