// Everything below the hero, loaded after the first paint.
import "@mantine/core/styles/Image.css";
import "@mantine/core/styles/List.css";
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

/** Scrolls smoothly to the section a URL hash names: on arrival, and whenever an in-page link changes it. */
function useHashScroll() {
  const hash = useLocation({ select: (location) => location.hash });
  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(hash);
    if (!target) return;
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    target.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "start" });
  }, [hash]);
}
