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
  translations: {
    es: {
      name: "Consulta gratis",
      description:
        "Treinta minutos juntas en el gimnasio, gratis: hablamos de tus metas, tu salud y tu horario, probamos algunos movimientos y planeamos el entrenamiento que te conviene.",
    },
  },
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
    translations: {
      es: {
        name: "Sesión en el gimnasio",
        description:
          "Una hora privada en nuestro gimnasio de Miami: evaluación de tu movimiento, trabajo de fuerza adaptado a tus articulaciones y a tu energía de ese día, y un plan para llevarte a casa.",
      },
    },
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
    translations: {
      es: {
        name: "Sesión a domicilio",
        description:
          "Una hora privada en tu propia casa. Yo llevo el equipo; tú recibes una sesión de cuerpo completo pensada para tu espacio, tu horario y tus metas.",
      },
    },
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
    translations: {
      es: {
        name: "Solo la rutina",
        description:
          "Una rutina escrita de 4 semanas con entrenamientos de 30 minutos que puedes hacer donde sea, pensada para las necesidades cambiantes del cuerpo después de los 40.",
      },
    },
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
    translations: {
      es: {
        name: "Principiante",
        description:
          "4 semanas para crear el hábito y la base: fuerza que cuida tus articulaciones, equilibrio y movilidad, con videollamadas semanales y apoyo por correo.",
      },
    },
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
    translations: {
      es: {
        name: "Intermedio",
        description:
          "8 semanas de fuerza y acondicionamiento progresivos para mujeres que ya se mueven con regularidad y quieren un cambio real y medible.",
      },
    },
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
    translations: {
      es: {
        name: "12 sesiones en el gimnasio",
        description:
          "Doce sesiones privadas en el gimnasio para ganar fuerza, proteger tus huesos y sentirte segura con una barra, a tu ritmo.",
      },
    },
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
    translations: {
      es: {
        name: "16 sesiones en el gimnasio",
        description:
          "Dieciséis sesiones privadas en el gimnasio: el punto ideal para un progreso constante, con tu programa ajustado a medida que crecen tu fuerza y tu energía.",
      },
    },
  },
  {
    id: 8,
    name: "20 Gym Sessions",
    type: "monthly",
    price: "1400.00",
    durationMinutes: 60,
    sessionCount: 20,
    description: "Twenty private gym sessions for a full transformation, at the best per-session price we offer.",
    translations: {
      es: {
        name: "20 sesiones en el gimnasio",
        description:
          "Veinte sesiones privadas en el gimnasio para una transformación completa, al mejor precio por sesión que ofrecemos.",
      },
    },
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
    translations: {
      es: {
        name: "12 sesiones a domicilio",
        description:
          "Doce sesiones privadas en tu casa, con el equipo incluido: sin tráfico ni gente, solo trabajo enfocado que se ajusta a tu semana.",
      },
    },
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
    translations: {
      es: {
        name: "16 sesiones a domicilio",
        description:
          "Dieciséis sesiones a domicilio con un programa que evoluciona contigo, de la postura y el equilibrio a una fuerza que sientes cada día.",
      },
    },
  },
  {
    id: 11,
    name: "20 Home Sessions",
    type: "home-monthly",
    price: "3000.00",
    durationMinutes: 60,
    sessionCount: 20,
    description: "Twenty in-home sessions for lasting change, at the best per-session price for home training.",
    translations: {
      es: {
        name: "20 sesiones a domicilio",
        description:
          "Veinte sesiones a domicilio para un cambio duradero, al mejor precio por sesión del entrenamiento en casa.",
      },
    },
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
    translations: {
      es: {
        name: "Avanzado",
        description:
          "12 semanas de entrenamiento periodizado para mujeres fuertes y con experiencia: levantamientos más pesados, potencia y acondicionamiento, con seguimiento semanal.",
      },
    },
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
    translations: {
      es: {
        name: "Espalda, isquiotibiales y glúteos",
        description:
          "Un entrenamiento de 45 minutos para la cadena posterior: una espalda más fuerte, rodillas más contentas y mejor postura. Acceso inmediato después de la compra.",
      },
    },
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
    translations: {
      es: {
        name: "Tren superior: pecho y bíceps",
        description:
          "Un entrenamiento de 40 minutos para tonificar los brazos y fortalecer el pecho, cuidando los hombros de principio a fin. Acceso inmediato después de la compra.",
      },
    },
  },
  consultation,
];
