import { describe, expect, it } from "vitest";
import { exercisesAsSpecified, storedExercises, workoutAsText } from "./workout-text";

const fields = [
  { exercise: "Goblet Squat", exerciseId: 3, sets: [{ sets: 3, reps: "10" }], details: ["Chest up"] },
  { exercise: "Dead Hang", sets: [{ sets: 2, reps: "20 seconds", note: "" }], details: [] },
];

describe("a Workout of the Day's exercises", () => {
  it("are stored with the library's id of one picked from it, and empty lists left out", () => {
    expect(storedExercises(fields)).toEqual([
      { exercise: "Goblet Squat", exerciseId: 3, sets: [{ sets: 3, reps: 10 }], details: ["Chest up"] },
      { exercise: "Dead Hang", sets: [{ sets: 2, reps: "20 seconds" }] },
    ]);
  });

  it("are answered as SPEC lists them, without the ids", () => {
    expect(exercisesAsSpecified(storedExercises(fields))).toEqual([
      { exercise: "Goblet Squat", sets: [{ sets: 3, reps: 10 }], details: ["Chest up"] },
      { exercise: "Dead Hang", sets: [{ sets: 2, reps: "20 seconds" }] },
    ]);
  });

  it("read as text the same whether picked from the library or typed", () => {
    const content = {
      title: "Legs",
      description: "Strong legs.",
      warmupInstructions: "March.",
      cooldownInstructions: "Stretch.",
      equipment: ["Dumbbell"],
      difficulty: "Beginner",
      targetAreas: ["Legs"],
      estimatedDuration: 20,
      notes: null,
    };
    const picked = workoutAsText({ ...content, mainWorkout: JSON.stringify(storedExercises(fields)) });
    const typed = workoutAsText({
      ...content,
      mainWorkout: JSON.stringify(storedExercises(fields.map(({ exerciseId: _id, ...item }) => item))),
    });
    expect(picked).toBe(typed);
    expect(picked).toContain(
      "MAIN WORKOUT\n1. Goblet Squat\n   3 × 10\n   - Chest up\n2. Dead Hang\n   2 × 20 seconds",
    );
  });
});
