// The health questionnaire's plain lists and rules (no schema library): what the form's first load, the trainer's
// screens and the server's schema all derive from.
/** PAR-Q+'s seven yes-or-no questions, in its order; each is worded in the `intake` catalogue. */
export const HEALTH_QUESTIONS = [
  "heartCondition",
  "chestPain",
  "dizziness",
  "chronicCondition",
  "medication",
  "boneOrJoint",
  "supervisedOnly",
] as const;
export type HealthQuestion = (typeof HEALTH_QUESTIONS)[number];

/**
 * PAR-Q+ sends every yes to follow-up questions a trainer does not ask online. A yes to one of these (the heart,
 * chest pain, fainting, a doctor's limit) is one where she asks for her doctor's clearance before training hard;
 * the others she reads and asks about at the first session.
 */
export const CLEARANCE_QUESTIONS: readonly HealthQuestion[] = [
  "heartCondition",
  "chestPain",
  "dizziness",
  "supervisedOnly",
];

export const LIFE_STAGES = ["none", "perimenopause", "postmenopause", "pregnant", "postpartum", "private"] as const;
export type LifeStage = (typeof LIFE_STAGES)[number];

/** The waiver's wording she accepts; a new wording gets a new number, and the trainer sees which one was signed. */
export const WAIVER_VERSION = 1;

/** A yes to any question. */
export const saidYes = (intake: Record<HealthQuestion, boolean>) =>
  HEALTH_QUESTIONS.some((question) => intake[question]);

/** Whether her answers ask for a doctor's clearance before she trains: see CLEARANCE_QUESTIONS. */
export const needsClearance = (intake: Record<HealthQuestion, boolean> & { lifeStage: LifeStage }) =>
  CLEARANCE_QUESTIONS.some((question) => intake[question]) || intake.lifeStage === "pregnant";
