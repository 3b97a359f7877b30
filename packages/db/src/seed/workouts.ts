import type { workoutContent } from "../schema";

type NewWorkout = typeof workoutContent.$inferInsert;

export const workouts: NewWorkout[] = [
  {
    packageId: 13,
    title: "Back, Hamstring & Glutes",
    description:
      "Strengthen the muscles that hold you upright and protect your lower back. Slow, controlled reps; rest 60-90 seconds between sets.",
    warmupInstructions:
      "5 minutes brisk walking or cycling, then 10 cat-cows, 10 glute bridges and 8 leg swings each side.",
    mainWorkout: JSON.stringify([
      {
        exercise: "Romanian Deadlift (dumbbells)",
        sets: [
          { sets: 1, reps: 12, note: "light, learn the hinge" },
          { sets: 3, reps: 10, note: "moderate, flat back" },
        ],
        details: ["Soft knees, push your hips back", "Lower the weights to mid-shin"],
      },
      {
        exercise: "Hip Thrust",
        sets: [{ sets: 3, reps: 12, note: "pause 2 seconds at the top" }],
      },
      {
        exercise: "One-Arm Dumbbell Row",
        sets: [{ sets: 3, reps: 10, note: "each side" }],
        details: ["Support yourself on a bench", "Pull your elbow toward your hip"],
      },
      {
        exercise: "Stability Ball Hamstring Curl",
        sets: [{ sets: 3, reps: 10, note: "or lying band curls" }],
      },
      {
        exercise: "Bird Dog",
        sets: [{ sets: 2, reps: 8, note: "each side, slow" }],
      },
    ]),
    cooldownInstructions:
      "Hold each for 30 seconds: figure-four stretch, seated hamstring stretch, child's pose. Finish with 5 deep breaths.",
    equipment: ["Dumbbells", "Bench or sturdy chair", "Stability ball or resistance band", "Mat"],
    difficulty: "Intermediate",
    targetAreas: ["Back", "Hamstrings", "Glutes", "Core"],
    estimatedDuration: 45,
    notes: "If your lower back complains, shorten the range of the deadlift and keep the weights lighter.",
  },
  {
    packageId: 14,
    title: "Upper Body: Chest & Biceps",
    description:
      "Tone and strengthen the arms and chest while keeping the shoulders happy. Choose weights that make the last two reps hard.",
    warmupInstructions: "3 minutes arm circles and marching, 10 wall push-ups, 10 band pull-aparts.",
    mainWorkout: JSON.stringify([
      {
        exercise: "Incline Push-Up",
        sets: [{ sets: 3, reps: 10, note: "hands on a bench or counter" }],
      },
      {
        exercise: "Dumbbell Floor Press",
        sets: [{ sets: 3, reps: 12, note: "elbows at 45 degrees" }],
      },
      {
        exercise: "Hammer Curl",
        sets: [{ sets: 3, reps: 12 }],
      },
      {
        exercise: "Incline Dumbbell Fly",
        sets: [{ sets: 2, reps: 12, note: "light, stretch gently" }],
      },
      {
        exercise: "Biceps Curl to Press",
        sets: [{ sets: 2, reps: 10 }],
        details: ["Stand tall, ribs down", "Skip the press if overhead work hurts"],
      },
    ]),
    cooldownInstructions: "Doorway chest stretch, cross-body shoulder stretch and wrist circles, 30 seconds each.",
    equipment: ["Dumbbells", "Bench or step", "Resistance band", "Mat"],
    difficulty: "Beginner to Intermediate",
    targetAreas: ["Chest", "Biceps", "Shoulders"],
    estimatedDuration: 40,
    notes: "Breathe out as you push or curl. Stop any exercise that causes sharp pain.",
  },
];
