// Her choices of what to be told on her phones live beside her reminder settings (session_reminders), one column a
// kind, all off until she turns one on: this is the one place that says which column is which kind.
import { sessionReminders } from "@studio/db";
import { PUSH_DEFAULTS, PUSH_KINDS, type PushKind, type PushPreferences } from "@studio/validators/kinds";

export const optInColumns = {
  sessionReminders: sessionReminders.pushSessionReminders,
  waitlistOffers: sessionReminders.pushWaitlistOffers,
  trainerComments: sessionReminders.pushTrainerComments,
  todaysWorkout: sessionReminders.pushTodaysWorkout,
} as const satisfies Record<PushKind, unknown>;

const fieldOf = {
  sessionReminders: "pushSessionReminders",
  waitlistOffers: "pushWaitlistOffers",
  trainerComments: "pushTrainerComments",
  todaysWorkout: "pushTodaysWorkout",
} as const satisfies Record<PushKind, keyof typeof sessionReminders.$inferSelect>;

type OptInFields = { [K in PushKind as (typeof fieldOf)[K]]: boolean };

/** Her choices from her settings row (the defaults, all off, before she has one). */
export function pushPreferencesOf(row: OptInFields | undefined): PushPreferences {
  if (!row) return { ...PUSH_DEFAULTS };
  return Object.fromEntries(PUSH_KINDS.map((kind) => [kind, row[fieldOf[kind]]])) as PushPreferences;
}

/** The columns to write for the choices she sent (a kind she left out keeps its value). */
export function optInValues(choices: Partial<PushPreferences> | undefined): Partial<OptInFields> {
  const values: Partial<OptInFields> = {};
  for (const kind of PUSH_KINDS) {
    const chosen = choices?.[kind];
    if (chosen !== undefined) values[fieldOf[kind]] = chosen;
  }
  return values;
}
