// The trainer's first plan templates, built from the exercise library's starter moves: a gentle four weeks of
// strength and balance at home, and four weeks of strength at the gym. Each week repeats its workouts on the same
// weekdays (day 0 is the client's first day), so a copy dates itself from the day it starts.

/** An exercise of a workout by its library name, with what she prescribes. */
interface SeedExercise {
  name: string;
  sets: number;
  reps: string;
  weightLb?: number;
  restSeconds?: number;
  note?: string;
  noteEs?: string;
}

interface SeedWorkout {
  title: string;
  titleEs: string;
  note: string;
  noteEs: string;
  exercises: SeedExercise[];
}

/** Reps stay numbers (both languages read them); "each side" is a note with its Spanish. */
const eachSide = { note: "Each side.", noteEs: "Por cada lado." };

export interface SeedTemplate {
  title: string;
  titleEs: string;
  /** The days of each week (0 to 6 from the plan's first day) and the workout on each, repeated for `weeks`. */
  week: { day: number; workout: SeedWorkout }[];
  weeks: number;
}

const homeA: SeedWorkout = {
  title: "Legs and core",
  titleEs: "Piernas y abdomen",
  note: "Move slowly and breathe out as you push. Stop any move that hurts your joints.",
  noteEs:
    "Muévete despacio y suelta el aire al empujar. Detén cualquier movimiento que te duela en las articulaciones.",
  exercises: [
    { name: "Sit-to-Stand", sets: 3, reps: "10", restSeconds: 60 },
    { name: "Glute Bridge", sets: 3, reps: "12", restSeconds: 60 },
    { name: "Calf Raise", sets: 2, reps: "15", restSeconds: 45 },
    { name: "Dead Bug", sets: 2, reps: "8", restSeconds: 45, ...eachSide },
    { name: "Single-Leg Balance", sets: 2, reps: "30 s", restSeconds: 30, ...eachSide },
  ],
};

const homeB: SeedWorkout = {
  title: "Upper body and balance",
  titleEs: "Tren superior y equilibrio",
  note: "Keep your shoulders down and away from your ears.",
  noteEs: "Mantén los hombros abajo, lejos de las orejas.",
  exercises: [
    { name: "Wall Push-Up", sets: 3, reps: "10", restSeconds: 60 },
    { name: "Band Pull-Apart", sets: 3, reps: "12", restSeconds: 45 },
    { name: "Bird Dog", sets: 2, reps: "8", restSeconds: 45, ...eachSide },
    {
      name: "Side Plank",
      sets: 2,
      reps: "20 s",
      restSeconds: 45,
      note: "Each side; knees down is fine.",
      noteEs: "Por cada lado; con las rodillas apoyadas está bien.",
    },
    { name: "Cat-Cow", sets: 1, reps: "10", restSeconds: 0 },
  ],
};

const gymA: SeedWorkout = {
  title: "Lower body strength",
  titleEs: "Fuerza de piernas",
  note: "Choose a weight you could lift two more times than the reps asked.",
  noteEs: "Elige un peso con el que podrías hacer dos repeticiones más de las pedidas.",
  exercises: [
    { name: "Goblet Squat", sets: 3, reps: "8–12", weightLb: 20, restSeconds: 90 },
    { name: "Romanian Deadlift", sets: 3, reps: "8–10", weightLb: 25, restSeconds: 90 },
    { name: "Hip Thrust", sets: 3, reps: "10–12", weightLb: 30, restSeconds: 90 },
    { name: "Step-Up", sets: 2, reps: "8", restSeconds: 60, ...eachSide },
    { name: "Pallof Press", sets: 2, reps: "10", restSeconds: 45, ...eachSide },
  ],
};

const gymB: SeedWorkout = {
  title: "Upper body strength",
  titleEs: "Fuerza de tren superior",
  note: "Add 2 to 5 lb when every set feels easy.",
  noteEs: "Sube de 2 a 5 lb cuando todas las series se sientan fáciles.",
  exercises: [
    { name: "Bent-Over Row", sets: 3, reps: "10", weightLb: 15, restSeconds: 90 },
    { name: "Incline Push-Up", sets: 3, reps: "8–10", restSeconds: 90 },
    { name: "Overhead Press", sets: 3, reps: "8–10", weightLb: 10, restSeconds: 90 },
    { name: "Farmer's Carry", sets: 3, reps: "30 s", weightLb: 20, restSeconds: 60 },
    { name: "Dead Bug", sets: 2, reps: "8", restSeconds: 45, ...eachSide },
  ],
};

export const trainingTemplateSeed: SeedTemplate[] = [
  {
    title: "Strong Foundations at Home: 4 weeks",
    titleEs: "Bases fuertes en casa: 4 semanas",
    weeks: 4,
    week: [
      { day: 0, workout: homeA },
      { day: 2, workout: homeB },
      { day: 4, workout: homeA },
    ],
  },
  {
    title: "Gym Strength: 4 weeks",
    titleEs: "Fuerza en el gimnasio: 4 semanas",
    weeks: 4,
    week: [
      { day: 0, workout: gymA },
      { day: 3, workout: gymB },
    ],
  },
];
