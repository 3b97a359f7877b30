import { createFileRoute } from "@tanstack/react-router";
import { Hero } from "../features/home/Hero";
import { usePageMeta } from "../lib/page-meta";

export const Route = createFileRoute("/")({ component: HomePage });

function HomePage() {
  usePageMeta(
    "Carmen Reyes Fitness | Personal Training for Women Over 40 in Miami",
    "Premium personal training for women over 40 in Miami: private gym and in-home sessions, online programs and workouts built for strength, energy and confidence.",
  );
  return <Hero />;
}
