import { listedPackage } from "@studio/validators/price-list";
import { studio } from "@studio/validators/studio";
import type { packages } from "../schema";

type NewPackage = typeof packages.$inferInsert;

/** A package of the price list with its words in English and Spanish. */
function described(id: number, description: string, es: string): NewPackage {
  const { nameEs, ...listed } = listedPackage(id);
  return { ...listed, description, translations: { es: { name: nameEs, description: es } } };
}

/**
 * The free consultation: booked through the free path and scheduled from My Sessions like a gym session, kept
 * off the services cards (they sell packs, and a $0 single session would skew their order and savings).
 */
export const consultation: NewPackage = described(
  studio.consultationPackageId,
  "Thirty minutes together at the gym, free: we talk about your goals, your health and your schedule, try a few movements, and plan the training that fits you.",
  "Treinta minutos juntas en el gimnasio, gratis: hablamos de tus metas, tu salud y tu horario, probamos algunos movimientos y planeamos el entrenamiento que te conviene.",
);

/**
 * The studio's catalogue. Ids are fixed: 6 is the test package, 13 and 14 the Workouts of the Day, 15 the free
 * consultation.
 */
export const catalog: NewPackage[] = [
  described(
    1,
    "One private hour at our Miami gym: a movement screen, strength work matched to your joints and energy that day, and a plan you can take home.",
    "Una hora privada en nuestro gimnasio de Miami: evaluación de tu movimiento, trabajo de fuerza adaptado a tus articulaciones y a tu energía de ese día, y un plan para llevarte a casa.",
  ),
  described(
    2,
    "A private hour in your own home. I bring the equipment; you get a full-body session built around your space, your schedule and your goals.",
    "Una hora privada en tu propia casa. Yo llevo el equipo; tú recibes una sesión de cuerpo completo pensada para tu espacio, tu horario y tus metas.",
  ),
  described(
    3,
    "A 4-week written routine of 30-minute workouts you can do anywhere, designed for the changing needs of a body over 40.",
    "Una rutina escrita de 4 semanas con entrenamientos de 30 minutos que puedes hacer donde sea, pensada para las necesidades cambiantes del cuerpo después de los 40.",
  ),
  described(
    4,
    "4 weeks to build the habit and the foundation: joint-friendly strength, balance and mobility, with weekly video check-ins and e-mail support.",
    "4 semanas para crear el hábito y la base: fuerza que cuida tus articulaciones, equilibrio y movilidad, con videollamadas semanales y apoyo por correo.",
  ),
  described(
    5,
    "8 weeks of progressive strength and conditioning for women who already move regularly and want real, measurable change.",
    "8 semanas de fuerza y acondicionamiento progresivos para mujeres que ya se mueven con regularidad y quieren un cambio real y medible.",
  ),
  described(
    6,
    "Twelve private gym sessions to build strength, protect your bones and feel confident under a barbell, scheduled at your pace.",
    "Doce sesiones privadas en el gimnasio para ganar fuerza, proteger tus huesos y sentirte segura con una barra, a tu ritmo.",
  ),
  described(
    7,
    "Sixteen private gym sessions: the sweet spot for steady progress, with your program adjusted as your strength and energy grow.",
    "Dieciséis sesiones privadas en el gimnasio: el punto ideal para un progreso constante, con tu programa ajustado a medida que crecen tu fuerza y tu energía.",
  ),
  described(
    8,
    "Twenty private gym sessions for a full transformation, at the best per-session price we offer.",
    "Veinte sesiones privadas en el gimnasio para una transformación completa, al mejor precio por sesión que ofrecemos.",
  ),
  described(
    9,
    "Twelve private sessions in your home, equipment included: no commute, no crowds, just focused work that fits your week.",
    "Doce sesiones privadas en tu casa, con el equipo incluido: sin tráfico ni gente, solo trabajo enfocado que se ajusta a tu semana.",
  ),
  described(
    10,
    "Sixteen in-home sessions with a program that evolves with you, from posture and balance to strength you can feel every day.",
    "Dieciséis sesiones a domicilio con un programa que evoluciona contigo, de la postura y el equilibrio a una fuerza que sientes cada día.",
  ),
  described(
    11,
    "Twenty in-home sessions for lasting change, at the best per-session price for home training.",
    "Veinte sesiones a domicilio para un cambio duradero, al mejor precio por sesión del entrenamiento en casa.",
  ),
  described(
    12,
    "12 weeks of periodised training for strong, experienced women: heavier lifts, power and conditioning, with weekly check-ins.",
    "12 semanas de entrenamiento periodizado para mujeres fuertes y con experiencia: levantamientos más pesados, potencia y acondicionamiento, con seguimiento semanal.",
  ),
  described(
    13,
    "A single 45-minute posterior-chain workout for a stronger back, happier knees and better posture. Instant access after purchase.",
    "Un entrenamiento de 45 minutos para la cadena posterior: una espalda más fuerte, rodillas más contentas y mejor postura. Acceso inmediato después de la compra.",
  ),
  described(
    14,
    "A single 40-minute upper-body workout to tone the arms and strengthen the chest, shoulder-friendly from start to finish. Instant access after purchase.",
    "Un entrenamiento de 40 minutos para tonificar los brazos y fortalecer el pecho, cuidando los hombros de principio a fin. Acceso inmediato después de la compra.",
  ),
  consultation,
];
