// The plan template an online program's buyers also get, written as the program's plain text, week by week: what
// the trainer appends to the program so its text and its plan say the same. No schema library, only the words.
import type { LinkedPlan } from "@studio/validators";
import { inLanguage } from "@studio/validators/in-language";
import type { Language, Translations } from "@studio/validators/languages";

const WORDS: Record<Language, { plan: string; week: string; day: string; rest: string }> = {
  en: { plan: "TRAINING PLAN", week: "WEEK", day: "Day", rest: "rest" },
  es: { plan: "PLAN DE ENTRENAMIENTO", week: "SEMANA", day: "Día", rest: "descanso" },
};

/** Her words for a field in `language`: her Spanish where she wrote it, else the English, without spaces around. */
function herWords<Field extends string, Row extends Record<Field, string> & { translations: Translations<Field> }>(
  row: Row,
  field: Field,
  language: Language,
): string {
  return inLanguage(row, row.translations, language, field)[field].trim();
}

/** 25 → "25 lb", 27.5 → "27.5 lb". */
const pounds = (weight: number) => `${Number.isInteger(weight) ? weight : weight.toFixed(1)} lb`;

type PlanExercise = LinkedPlan["workouts"][number]["exercises"][number];

/** "Goblet Squat: 3 × 10 @ 25 lb, rest 90 s. Slow on the way down." */
function exerciseLine(exercise: PlanExercise, language: Language): string {
  const words = WORDS[language];
  const name = herWords(exercise, "name", language);
  const note = herWords(exercise, "note", language);
  const weight = exercise.weightLb === null ? "" : ` @ ${pounds(exercise.weightLb)}`;
  const rest = exercise.restSeconds > 0 ? `, ${words.rest} ${exercise.restSeconds} s` : "";
  const said = note ? ` — ${note}` : "";
  return `- ${name}: ${exercise.sets} × ${exercise.reps}${weight}${rest}${said}`;
}

/**
 * The plan as plain text in `language` (her Spanish where she wrote it, field by field), a heading for each week
 * with a workout and each workout under its day of that week:
 *
 *     TRAINING PLAN: Strong Foundations at Home
 *
 *     WEEK 1
 *     Day 1 · Legs and core
 *     Move slowly and breathe out as you push.
 *     - Sit-to-Stand: 3 × 10, rest 60 s
 *     - Dead Bug: 2 × 8, rest 45 s — Each side.
 *
 * A plan with no workout is no text.
 */
export function planAsText(plan: LinkedPlan, language: Language = "en"): string {
  if (!plan.workouts.length) return "";
  const words = WORDS[language];
  const weeks = new Map<number, string[]>();
  for (const workout of [...plan.workouts].sort((a, b) => a.day - b.day)) {
    const week = Math.floor(workout.day / 7) + 1;
    const title = herWords(workout, "title", language);
    const note = herWords(workout, "note", language);
    const lines = [
      `${words.day} ${(workout.day % 7) + 1} · ${title}`,
      ...(note ? [note] : []),
      ...workout.exercises.map((exercise) => exerciseLine(exercise, language)),
    ];
    weeks.set(week, [...(weeks.get(week) ?? []), lines.join("\n")]);
  }
  const title = herWords(plan, "title", language);
  return [
    `${words.plan}: ${title}`,
    ...[...weeks].map(([week, workouts]) => `${words.week} ${week}\n${workouts.join("\n\n")}`),
  ].join("\n\n");
}

/** The program's text with the plan's appended after a blank line (or the plan's alone, for an empty text). */
export function withPlanText(body: string, planText: string): string {
  const kept = body.trimEnd();
  return kept ? `${kept}\n\n${planText}` : planText;
}
