import { studio } from "@studio/validators/studio";
import type { packages } from "../schema";

type NewPackage = typeof packages.$inferInsert;

/**
 * The free consultation: booked through the free path and scheduled from My Sessions like a gym session, kept
 * off the services cards (they sell packs, and a $0 single session would skew their order and savings).
 */
export const consultation: NewPackage = {
  id: studio.consultationPackageId,
  name: "Free Consultation",
  type: "gym",
  price: "0.00",
  durationMinutes: 30,
  sessionCount: 1,
  description:
    "Thirty minutes together at the gym, free: we talk about your goals, your health and your schedule, try a few movements, and plan the training that fits you.",
};

/**
 * The studio's catalogue. Ids are fixed: 6 is the test package, 13 and 14 the Workouts of the Day, 15 the free
 * consultation.
 */
export const catalog: NewPackage[] = [
  {
    id: 1,
    name: "Gym Session",
    type: "gym",
    price: "80.00",
    durationMinutes: 60,
    sessionCount: 1,
    description:
      "One private hour at our Miami gym: a movement screen, strength work matched to your joints and energy that day, and a plan you can take home.",
  },
  {
    id: 2,
    name: "Home Session",
    type: "home",
    price: "150.00",
    durationMinutes: 60,
    sessionCount: 1,
    description:
      "A private hour in your own home. I bring the equipment; you get a full-body session built around your space, your schedule and your goals.",
  },
  {
    id: 3,
    name: "Workout Routine Only",
    type: "online",
    price: "75.00",
    durationMinutes: 30,
    sessionCount: 1,
    description:
      "A 4-week written routine of 30-minute workouts you can do anywhere, designed for the changing needs of a body over 40.",
  },
  {
    id: 4,
    name: "Beginner",
    type: "online",
    price: "125.00",
    durationMinutes: 45,
    sessionCount: 4,
    description:
      "4 weeks to build the habit and the foundation: joint-friendly strength, balance and mobility, with weekly video check-ins and e-mail support.",
  },
  {
    id: 5,
    name: "Intermediate",
    type: "online",
    price: "200.00",
    durationMinutes: 45,
    sessionCount: 8,
    description:
      "8 weeks of progressive strength and conditioning for women who already move regularly and want real, measurable change.",
  },
  {
    id: 6,
    name: "12 Gym Sessions",
    type: "monthly",
    price: "960.00",
    durationMinutes: 60,
    sessionCount: 12,
    description:
      "Twelve private gym sessions to build strength, protect your bones and feel confident under a barbell, scheduled at your pace.",
  },
  {
    id: 7,
    name: "16 Gym Sessions",
    type: "monthly",
    price: "1200.00",
    durationMinutes: 60,
    sessionCount: 16,
    description:
      "Sixteen private gym sessions: the sweet spot for steady progress, with your program adjusted as your strength and energy grow.",
  },
  {
    id: 8,
    name: "20 Gym Sessions",
    type: "monthly",
    price: "1400.00",
    durationMinutes: 60,
    sessionCount: 20,
    description: "Twenty private gym sessions for a full transformation, at the best per-session price we offer.",
  },
  {
    id: 9,
    name: "12 Home Sessions",
    type: "home-monthly",
    price: "1800.00",
    durationMinutes: 60,
    sessionCount: 12,
    description:
      "Twelve private sessions in your home, equipment included: no commute, no crowds, just focused work that fits your week.",
  },
  {
    id: 10,
    name: "16 Home Sessions",
    type: "home-monthly",
    price: "2400.00",
    durationMinutes: 60,
    sessionCount: 16,
    description:
      "Sixteen in-home sessions with a program that evolves with you, from posture and balance to strength you can feel every day.",
  },
  {
    id: 11,
    name: "20 Home Sessions",
    type: "home-monthly",
    price: "3000.00",
    durationMinutes: 60,
    sessionCount: 20,
    description: "Twenty in-home sessions for lasting change, at the best per-session price for home training.",
  },
  {
    id: 12,
    name: "Advanced",
    type: "online",
    price: "350.00",
    durationMinutes: 45,
    sessionCount: 12,
    description:
      "12 weeks of periodised training for strong, experienced women: heavier lifts, power and conditioning, with weekly check-ins.",
  },
  {
    id: 13,
    name: "Back, Hamstring & Glutes",
    type: "workout_of_day",
    price: "25.00",
    durationMinutes: 45,
    sessionCount: 1,
    description:
      "A single 45-minute posterior-chain workout for a stronger back, happier knees and better posture. Instant access after purchase.",
  },
  {
    id: 14,
    name: "Upper Body: Chest & Biceps",
    type: "workout_of_day",
    price: "25.00",
    durationMinutes: 40,
    sessionCount: 1,
    description:
      "A single 40-minute upper-body workout to tone the arms and strengthen the chest, shoulder-friendly from start to finish. Instant access after purchase.",
  },
  consultation,
];
