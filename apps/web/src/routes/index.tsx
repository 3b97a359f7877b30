import { createFileRoute } from "@tanstack/react-router";
import { lazy, Suspense } from "react";
import { packageListQuery } from "../features/catalogue/queries";
import { Hero } from "../features/home/Hero";
import { hoursSummaryQuery } from "../features/hours/queries";
import { testimonialListQuery } from "../features/testimonials/queries";
import { withMessages } from "../i18n/messages";
import { headOf } from "../lib/page-meta";
import { languageOf, loadPageData } from "../lib/route-data";

const HomeSections = lazy(() => import("../features/home/HomeSections"));

export const Route = createFileRoute("/")({
  staticData: { indexed: true },
  beforeLoad: withMessages("home", "catalogue", "services", "contact"),
  // The sections' data. Not their code: the browser takes the hero over without waiting for it.
  loader: ({ context }) =>
    loadPageData(
      context.queryClient,
      packageListQuery(languageOf(context)),
      hoursSummaryQuery(languageOf(context)),
      testimonialListQuery(languageOf(context)),
    ),
  head: headOf("home.meta.title", "home.meta.description"),
  component: HomePage,
});

/** The hero ships with the app shell; the sections below it load right after. */
export function HomePage() {
  return (
    <>
      <Hero />
      <Suspense fallback={<div style={{ minHeight: "100vh" }} />}>
        <HomeSections />
      </Suspense>
    </>
  );
}
