import { createFileRoute } from "@tanstack/react-router";
import { lazy, Suspense } from "react";
import { Hero } from "../features/home/Hero";
import { usePageMeta } from "../lib/page-meta";

const HomeSections = lazy(() => import("../features/home/HomeSections"));

export const Route = createFileRoute("/")({ component: HomePage });

/** The hero ships with the app shell; the sections below it load right after. */
export function HomePage() {
  usePageMeta(
    "Carmen Reyes Fitness | Personal Training for Women Over 40 in Miami",
    "Premium personal training for women over 40 in Miami: private gym and in-home sessions, online programs and workouts built for strength, energy and confidence.",
  );
  return (
    <>
      <Hero />
      <Suspense fallback={<div style={{ minHeight: "100vh" }} />}>
        <HomeSections />
      </Suspense>
    </>
  );
}
