// Where toasts appear, mounted with the first toast (see lib/toast.ts).
import { lazy, Suspense } from "react";
import { useToastRequested } from "../lib/toast";

const Notifications = lazy(() =>
  import("@mantine/notifications").then((module) => ({ default: module.Notifications })),
);

export function ToastHost() {
  if (!useToastRequested()) return null;
  return (
    <Suspense fallback={null}>
      <Notifications limit={1} autoClose={5000} position="top-right" zIndex={1000} />
    </Suspense>
  );
}
