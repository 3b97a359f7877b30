// The training domain's plain rules (no schema library): a plan's bounds, what a logged set may hold, and how a
// logged exercise's best weight and volume are worked out. The server computes them when she logs; the phone's page
// may show the same figures before its log is sent.

/** A plan's days count from its first (day 0): two years of weeks, days 0 to 727. */
export const PLAN_DAYS = 728;

/** The bounds of what the trainer writes into a plan and what a client logs. */
export const TRAINING_LIMITS = {
  title: 120,
  workoutNote: 1000,
  exerciseNote: 500,
  /** As she writes it: "10", "8–12", "30 s", "10 each side". */
  reps: 20,
  /** A workout a day for two years at most. */
  workoutsPerPlan: PLAN_DAYS,
  exercisesPerWorkout: 12,
  /** What one save may hold in all, so a plan's document stays well inside a request (1 MB). */
  exercisesPerPlan: 1500,
  setsPrescribed: 10,
  restSeconds: 600,
  /** What she logs of one exercise. */
  setsLogged: 10,
  repsPerSet: 100,
  weightLb: 1500,
  effortMin: 1,
  effortMax: 10,
  comment: 2000,
  /** The workouts `training.today` answers for one day, across all her plans. */
  workoutsPerDay: 20,
  /** The live plans one client is read with. */
  livePlans: 50,
} as const;

/** The history's period, in whole weeks (Monday to Sunday) ending with this one. */
export const HISTORY_WEEKS = { min: 4, max: 52, default: 12 } as const;

/** A client with a plan in progress who has logged nothing for this many days is on the trainer's quiet list. */
export const QUIET_DAYS = 7;

/** Which of her templates a list shows: the ones in use (the default), the archived ones, or all. */
export const TEMPLATE_STATES = ["live", "archived", "all"] as const;
export type TemplateState = (typeof TEMPLATE_STATES)[number];

/** Where a client reads her training, for the links her e-mails carry: `?day=` opens a day and its comments. */
export const TRAINING_PAGE_PATH = "/training";
export const trainingDayPath = (day: string) => `${TRAINING_PAGE_PATH}?day=${day}`;

/** One set as she did it: reps, and the weight in pounds (null for bodyweight). */
export interface SetDone {
  reps: number;
  weightLb: number | null;
}

/** Pounds as tenths, the precision weights are kept in: integer sums never drift (0.1 + 0.2). */
const tenths = (weightLb: number) => Math.round(weightLb * 10);

/**
 * The heaviest weight she lifted for at least one rep; null when every set was bodyweight or no set had a rep (a
 * failed attempt at a weight is not a weight lifted).
 */
export function bestWeightOf(sets: readonly SetDone[]): number | null {
  let best: number | null = null;
  for (const { reps, weightLb } of sets) {
    if (reps < 1 || weightLb === null) continue;
    if (best === null || tenths(weightLb) > best) best = tenths(weightLb);
  }
  return best === null ? null : best / 10;
}

/** Reps × pounds over the sets (bodyweight sets add nothing), to one decimal. */
export function volumeOf(sets: readonly SetDone[]): number {
  let total = 0;
  for (const { reps, weightLb } of sets) if (weightLb !== null) total += reps * tenths(weightLb);
  return total / 10;
}
