import { createFileRoute } from "@tanstack/react-router";
import { lazy, Suspense } from "react";
import { Hero } from "../features/home/Hero";
import { withMessages } from "../i18n/messages";
import { useT } from "../i18n/use-t";
import { usePageMeta } from "../lib/page-meta";

const HomeSections = lazy(() => import("../features/home/HomeSections"));

export const Route = createFileRoute("/")({
  beforeLoad: withMessages("home", "catalogue", "services", "contact"),
  component: HomePage,
});

/** The hero ships with the app shell; the sections below it load right after. */
export function HomePage() {
  const { t } = useT();
  usePageMeta(t("home.meta.title"), t("home.meta.description"));
  return (
    <>
      <Hero />
      <Suspense fallback={<div style={{ minHeight: "100vh" }} />}>
        <HomeSections />
      </Suspense>
    </>
  );
}
