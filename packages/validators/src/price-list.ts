// The studio's own packages (SPEC section 9) as the seed first writes them: their names, kinds and prices. The
// services cards fall back on the same list when the server answers none of a kind, so a fallback card is a package
// that can be booked. The descriptions are the seed's (packages/db/src/seed/catalog.ts).
import type { PackageType } from "./package-kinds";
import { studio } from "./studio";

export interface ListedPackage {
  id: number;
  name: string;
  /** Her Spanish name for it. */
  nameEs: string;
  type: PackageType;
  price: string;
  durationMinutes: number;
  sessionCount: number;
}

/** In the order the trainer first listed them; ids are fixed (6 is the test package, 13 and 14 the Workouts of the Day). */
export const PRICE_LIST: readonly ListedPackage[] = [
  {
    id: 1,
    name: "Gym Session",
    nameEs: "Sesión en el gimnasio",
    type: "gym",
    price: "80.00",
    durationMinutes: 60,
    sessionCount: 1,
  },
  {
    id: 2,
    name: "Home Session",
    nameEs: "Sesión a domicilio",
    type: "home",
    price: "150.00",
    durationMinutes: 60,
    sessionCount: 1,
  },
  {
    id: 3,
    name: "Workout Routine Only",
    nameEs: "Solo la rutina",
    type: "online",
    price: "75.00",
    durationMinutes: 30,
    sessionCount: 1,
  },
  {
    id: 4,
    name: "Beginner",
    nameEs: "Principiante",
    type: "online",
    price: "125.00",
    durationMinutes: 45,
    sessionCount: 4,
  },
  {
    id: 5,
    name: "Intermediate",
    nameEs: "Intermedio",
    type: "online",
    price: "200.00",
    durationMinutes: 45,
    sessionCount: 8,
  },
  {
    id: 6,
    name: "12 Gym Sessions",
    nameEs: "12 sesiones en el gimnasio",
    type: "monthly",
    price: "960.00",
    durationMinutes: 60,
    sessionCount: 12,
  },
  {
    id: 7,
    name: "16 Gym Sessions",
    nameEs: "16 sesiones en el gimnasio",
    type: "monthly",
    price: "1200.00",
    durationMinutes: 60,
    sessionCount: 16,
  },
  {
    id: 8,
    name: "20 Gym Sessions",
    nameEs: "20 sesiones en el gimnasio",
    type: "monthly",
    price: "1400.00",
    durationMinutes: 60,
    sessionCount: 20,
  },
  {
    id: 9,
    name: "12 Home Sessions",
    nameEs: "12 sesiones a domicilio",
    type: "home-monthly",
    price: "1800.00",
    durationMinutes: 60,
    sessionCount: 12,
  },
  {
    id: 10,
    name: "16 Home Sessions",
    nameEs: "16 sesiones a domicilio",
    type: "home-monthly",
    price: "2400.00",
    durationMinutes: 60,
    sessionCount: 16,
  },
  {
    id: 11,
    name: "20 Home Sessions",
    nameEs: "20 sesiones a domicilio",
    type: "home-monthly",
    price: "3000.00",
    durationMinutes: 60,
    sessionCount: 20,
  },
  {
    id: 12,
    name: "Advanced",
    nameEs: "Avanzado",
    type: "online",
    price: "350.00",
    durationMinutes: 45,
    sessionCount: 12,
  },
  {
    id: 13,
    name: "Back, Hamstring & Glutes",
    nameEs: "Espalda, isquiotibiales y glúteos",
    type: "workout_of_day",
    price: "25.00",
    durationMinutes: 45,
    sessionCount: 1,
  },
  {
    id: 14,
    name: "Upper Body: Chest & Biceps",
    nameEs: "Tren superior: pecho y bíceps",
    type: "workout_of_day",
    price: "25.00",
    durationMinutes: 40,
    sessionCount: 1,
  },
  {
    id: studio.consultationPackageId,
    name: "Free Consultation",
    nameEs: "Consulta gratis",
    type: "gym",
    price: "0.00",
    durationMinutes: 30,
    sessionCount: 1,
  },
];

/** The listed package with this id. */
export function listedPackage(id: number): ListedPackage {
  const found = PRICE_LIST.find((listed) => listed.id === id);
  if (!found) throw new Error(`No package ${id} in the price list`);
  return found;
}
