// Plain lists of push notifications (no schema library): what the reminder settings page shows and the server checks.

/** What she can be told on her phone, each opted into on its own (all off until she turns one on). */
export const PUSH_KINDS = ["sessionReminders", "waitlistOffers", "trainerComments", "todaysWorkout"] as const;
export type PushKind = (typeof PUSH_KINDS)[number];
export type PushPreferences = Record<PushKind, boolean>;
export const PUSH_DEFAULTS: PushPreferences = {
  sessionReminders: false,
  waitlistOffers: false,
  trainerComments: false,
  todaysWorkout: false,
};

/** Devices one client may have notifications on at once; counted in the database under her account's lock. */
export const PUSH_DEVICES_MAX = 10;
/** A push service's address is a URL of a few hundred characters; anything longer is not one. */
export const PUSH_ENDPOINT_MAX = 2048;
