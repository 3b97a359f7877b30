import type { WorkoutContent } from "@studio/db";
import type { Exercise } from "@studio/validators";

/** The structured workout as plain text, for download and print. */
export function workoutAsText(content: WorkoutContent): string {
  const exercises = JSON.parse(content.mainWorkout) as Exercise[];
  const main = exercises
    .map((item, i) => {
      const sets = (item.sets ?? []).map((s) => `   ${s.sets} × ${s.reps}${s.note ? ` (${s.note})` : ""}`);
      const details = (item.details ?? []).map((d) => `   - ${d}`);
      return [`${i + 1}. ${item.exercise}`, ...sets, ...details].join("\n");
    })
    .join("\n");
  return [
    content.title.toUpperCase(),
    content.description,
    `Duration: ${content.estimatedDuration} minutes | Difficulty: ${content.difficulty} | Target: ${content.targetAreas.join(", ")}`,
    `Equipment: ${content.equipment.join(", ")}`,
    `WARM-UP\n${content.warmupInstructions}`,
    `MAIN WORKOUT\n${main}`,
    `COOL-DOWN\n${content.cooldownInstructions}`,
    content.notes ? `NOTES\n${content.notes}` : "",
  ]
    .filter(Boolean)
    .join("\n\n");
}
