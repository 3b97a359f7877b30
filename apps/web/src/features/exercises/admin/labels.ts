import type { ExerciseEquipment, MuscleGroup } from "@studio/validators/kinds";
import { EXERCISE_EQUIPMENT, MUSCLE_GROUPS } from "@studio/validators/kinds";

/** The back office's words (English) for each muscle group. */
export const muscleGroupLabels: Record<MuscleGroup, string> = {
  glutes: "Glutes",
  quads: "Quads",
  hamstrings: "Hamstrings",
  calves: "Calves",
  core: "Core",
  back: "Back",
  chest: "Chest",
  shoulders: "Shoulders",
  arms: "Arms",
  full_body: "Full body",
  mobility_balance: "Mobility & balance",
};

/** The back office's words (English) for each kind of equipment. */
export const equipmentLabels: Record<ExerciseEquipment, string> = {
  bodyweight: "Bodyweight",
  dumbbells: "Dumbbells",
  kettlebell: "Kettlebell",
  barbell: "Barbell",
  resistance_band: "Resistance band",
  cable_machine: "Cable machine",
  bench: "Bench",
  mat: "Mat",
  stability_ball: "Stability ball",
  other: "Other",
};

export const muscleGroupOptions = MUSCLE_GROUPS.map((value) => ({ value, label: muscleGroupLabels[value] }));
export const equipmentOptions = EXERCISE_EQUIPMENT.map((value) => ({ value, label: equipmentLabels[value] }));
