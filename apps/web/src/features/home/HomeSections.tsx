// Everything below the hero, loaded after the first paint.
import { useLocation } from "@tanstack/react-router";
import { useEffect } from "react";
import { ContactSection } from "../contact/ContactSection";
import { About } from "./About";
import { FitnessJourney } from "./FitnessJourney";
import { ServicesSection } from "./services/ServicesSection";
import { Testimonials } from "./Testimonials";
import { TrainingLocations } from "./TrainingLocations";

export default function HomeSections() {
  useHashScroll();
  return (
    <>
      <About />
      <ServicesSection />
      <FitnessJourney />
      <Testimonials />
      <TrainingLocations />
      <ContactSection />
    </>
  );
}

/**
 * Scrolls smoothly to the section a URL hash names: on arrival, and whenever an in-page link changes it.
 * Sections above the target still grow as their data arrives, so for a few seconds the target is kept in
 * place, unless the visitor starts scrolling herself.
 */
function useHashScroll() {
  const hash = useLocation({ select: (location) => location.hash });
  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(hash);
    if (!target) return;
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    target.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "start" });

    const settle = new ResizeObserver(() => target.scrollIntoView({ behavior: "auto", block: "start" }));
    const stop = () => {
      settle.disconnect();
      for (const event of ["wheel", "touchstart", "keydown"]) window.removeEventListener(event, stop);
    };
    settle.observe(document.body);
    for (const event of ["wheel", "touchstart", "keydown"]) window.addEventListener(event, stop, { passive: true });
    const timer = window.setTimeout(stop, 3000);
    return () => {
      window.clearTimeout(timer);
      stop();
    };
  }, [hash]);
}
