import type { LinkedPlan } from "@studio/validators";
import { describe, expect, it } from "vitest";
import { planAsText, withPlanText } from "./plan-text";

const squat = {
  name: "Goblet Squat",
  sets: 3,
  reps: "10",
  weightLb: 25,
  restSeconds: 90,
  note: "Slow on the way down.",
  translations: { es: { name: "Sentadilla goblet", note: "Baja despacio." } },
};

const plan: LinkedPlan = {
  id: 7,
  title: "Strong Start",
  translations: { es: { title: "Comienzo fuerte" } },
  workouts: [
    {
      day: 2,
      title: "Upper body",
      note: "",
      translations: {},
      exercises: [
        // No Spanish name in her library: the English one; no rest, no weight.
        { name: "Wall Push-Up", sets: 2, reps: "12", weightLb: null, restSeconds: 0, note: "", translations: {} },
      ],
    },
    {
      day: 0,
      title: "Legs and core",
      note: "Breathe out as you push.",
      translations: { es: { title: "Piernas y abdomen", note: "Suelta el aire al empujar." } },
      exercises: [
        squat,
        { ...squat, name: "Dumbbell Row", weightLb: 17.5, restSeconds: 60, note: "", translations: {} },
      ],
    },
    {
      day: 8,
      title: "Legs and core",
      note: "",
      translations: { es: { title: "Piernas y abdomen" } },
      exercises: [{ ...squat, weightLb: 30, note: "", translations: { es: { name: "Sentadilla goblet" } } }],
    },
  ],
};

describe("a plan template written into a program's text", () => {
  it("reads week by week in English, each workout under its day of the week", () => {
    expect(planAsText(plan)).toBe(
      [
        "TRAINING PLAN: Strong Start",
        "",
        "WEEK 1",
        "Day 1 · Legs and core",
        "Breathe out as you push.",
        "- Goblet Squat: 3 × 10 @ 25 lb, rest 90 s — Slow on the way down.",
        "- Dumbbell Row: 3 × 10 @ 17.5 lb, rest 60 s",
        "",
        "Day 3 · Upper body",
        "- Wall Push-Up: 2 × 12",
        "",
        "WEEK 2",
        "Day 2 · Legs and core",
        "- Goblet Squat: 3 × 10 @ 30 lb, rest 90 s",
      ].join("\n"),
    );
  });

  it("reads in Spanish where she wrote it, field by field, and in English where she did not", () => {
    expect(planAsText(plan, "es")).toBe(
      [
        "PLAN DE ENTRENAMIENTO: Comienzo fuerte",
        "",
        "SEMANA 1",
        "Día 1 · Piernas y abdomen",
        "Suelta el aire al empujar.",
        "- Sentadilla goblet: 3 × 10 @ 25 lb, descanso 90 s — Baja despacio.",
        "- Dumbbell Row: 3 × 10 @ 17.5 lb, descanso 60 s",
        "",
        "Día 3 · Upper body",
        "- Wall Push-Up: 2 × 12",
        "",
        "SEMANA 2",
        "Día 2 · Piernas y abdomen",
        "- Sentadilla goblet: 3 × 10 @ 30 lb, descanso 90 s",
      ].join("\n"),
    );
  });

  it("is no text for a plan with no workout", () => {
    expect(planAsText({ ...plan, workouts: [] })).toBe("");
  });

  it("is appended after a blank line, or is the whole text of an empty program", () => {
    expect(withPlanText("WEEK 1\nWalk daily.\n\n", "PLAN")).toBe("WEEK 1\nWalk daily.\n\nPLAN");
    expect(withPlanText("  \n", "PLAN")).toBe("PLAN");
  });
});
