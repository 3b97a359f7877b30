// The exercise library's first twenty: the moves the trainer teaches women over 40 most, strength with balance and
// mobility, each with her cues in English and Spanish.
import type { exercises } from "../schema";
import { lines } from "./lines";

type NewExercise = typeof exercises.$inferInsert;

export const exerciseSeed: NewExercise[] = [
  {
    name: "Goblet Squat",
    cues: lines(
      "Hold the weight at your chest, elbows down",
      "Sit back and down between your heels",
      "Drive up through the whole foot",
    ),
    equipment: ["dumbbells", "kettlebell"],
    muscleGroups: ["quads", "glutes", "core"],
    translations: {
      es: {
        name: "Sentadilla goblet",
        cues: lines(
          "Sostén la pesa junto al pecho, codos hacia abajo",
          "Siéntate atrás y abajo entre los talones",
          "Sube empujando con todo el pie",
        ),
      },
    },
  },
  {
    name: "Hip Thrust",
    cues: lines(
      "Shoulders on the bench, feet flat",
      "Tuck the chin and ribs down",
      "Squeeze your glutes at the top, no arching",
    ),
    equipment: ["bench", "dumbbells"],
    muscleGroups: ["glutes", "hamstrings"],
    translations: {
      es: {
        name: "Empuje de cadera",
        cues: lines(
          "Hombros sobre el banco, pies apoyados",
          "Barbilla y costillas hacia abajo",
          "Aprieta los glúteos arriba, sin arquear la espalda",
        ),
      },
    },
  },
  {
    name: "Glute Bridge",
    cues: lines(
      "Lie on your back, knees bent, feet hip-width",
      "Press through your heels and lift the hips",
      "Pause at the top, lower slowly",
    ),
    equipment: ["mat"],
    muscleGroups: ["glutes", "hamstrings", "core"],
    translations: {
      es: {
        name: "Puente de glúteos",
        cues: lines(
          "Boca arriba, rodillas dobladas, pies al ancho de la cadera",
          "Empuja con los talones y sube la cadera",
          "Pausa arriba y baja despacio",
        ),
      },
    },
  },
  {
    name: "Romanian Deadlift",
    cues: lines(
      "Soft knees, long spine",
      "Push the hips back, weights close to the legs",
      "Stand tall by squeezing the glutes",
    ),
    equipment: ["dumbbells"],
    muscleGroups: ["hamstrings", "glutes", "back"],
    translations: {
      es: {
        name: "Peso muerto rumano",
        cues: lines(
          "Rodillas suaves, espalda larga",
          "Lleva la cadera atrás, pesas cerca de las piernas",
          "Sube apretando los glúteos",
        ),
      },
    },
  },
  {
    name: "Step-Up",
    cues: lines(
      "Whole foot on the step",
      "Lean slightly forward and drive through the front heel",
      "Step down with control",
    ),
    equipment: ["bench", "dumbbells"],
    muscleGroups: ["quads", "glutes", "mobility_balance"],
    translations: {
      es: {
        name: "Subida al escalón",
        cues: lines(
          "Todo el pie sobre el escalón",
          "Inclínate un poco y empuja con el talón de delante",
          "Baja con control",
        ),
      },
    },
  },
  {
    name: "Bird Dog",
    cues: lines(
      "Hands under shoulders, knees under hips",
      "Reach the opposite arm and leg long",
      "Keep the hips level, move slowly",
    ),
    equipment: ["mat"],
    muscleGroups: ["core", "back", "mobility_balance"],
    translations: {
      es: {
        name: "Bird dog (perro de caza)",
        cues: lines(
          "Manos bajo los hombros, rodillas bajo la cadera",
          "Estira el brazo y la pierna contrarios",
          "Cadera nivelada, muévete despacio",
        ),
      },
    },
  },
  {
    name: "Dead Bug",
    cues: lines(
      "Low back gently pressed to the floor",
      "Lower the opposite arm and leg as you breathe out",
      "Only go as far as your back stays down",
    ),
    equipment: ["mat"],
    muscleGroups: ["core"],
    translations: {
      es: {
        name: "Bicho muerto",
        cues: lines(
          "La zona lumbar pegada suavemente al suelo",
          "Baja el brazo y la pierna contrarios al soltar el aire",
          "Baja solo hasta donde la espalda se quede apoyada",
        ),
      },
    },
  },
  {
    name: "Farmer's Carry",
    cues: lines("Stand tall, shoulders down and back", "Grip the weights hard", "Walk with short, steady steps"),
    equipment: ["dumbbells", "kettlebell"],
    muscleGroups: ["full_body", "core", "arms"],
    translations: {
      es: {
        name: "Paseo del granjero",
        cues: lines(
          "Erguida, hombros abajo y atrás",
          "Agarra las pesas con fuerza",
          "Camina con pasos cortos y firmes",
        ),
      },
    },
  },
  {
    name: "Pallof Press",
    cues: lines(
      "Stand side-on to the anchor, feet hip-width",
      "Press the handle straight out from your chest",
      "Don't let it turn you",
    ),
    equipment: ["resistance_band", "cable_machine"],
    muscleGroups: ["core"],
    translations: {
      es: {
        name: "Press Pallof",
        cues: lines(
          "De lado al anclaje, pies al ancho de la cadera",
          "Empuja el agarre al frente desde el pecho",
          "No dejes que te gire",
        ),
      },
    },
  },
  {
    name: "Wall Push-Up",
    cues: lines("Hands on the wall at shoulder height", "Body in one straight line", "Chest to the wall, push away"),
    equipment: ["bodyweight"],
    muscleGroups: ["chest", "arms", "shoulders"],
    translations: {
      es: {
        name: "Flexión en la pared",
        cues: lines(
          "Manos en la pared a la altura de los hombros",
          "El cuerpo en una línea recta",
          "Pecho hacia la pared y empuja",
        ),
      },
    },
  },
  {
    name: "Incline Push-Up",
    cues: lines(
      "Hands on a bench, a little wider than the shoulders",
      "Brace the core, hips in line",
      "Lower the chest, elbows at 45 degrees",
    ),
    equipment: ["bench"],
    muscleGroups: ["chest", "arms", "core"],
    translations: {
      es: {
        name: "Flexión inclinada",
        cues: lines(
          "Manos en el banco, algo más abiertas que los hombros",
          "Abdomen firme, cadera alineada",
          "Baja el pecho, codos a 45 grados",
        ),
      },
    },
  },
  {
    name: "Bent-Over Row",
    cues: lines(
      "Hinge at the hips, flat back",
      "Pull the elbows toward your hips",
      "Squeeze the shoulder blades, lower slowly",
    ),
    equipment: ["dumbbells"],
    muscleGroups: ["back", "arms"],
    translations: {
      es: {
        name: "Remo inclinado",
        cues: lines(
          "Inclínate desde la cadera, espalda recta",
          "Lleva los codos hacia la cadera",
          "Junta las escápulas y baja despacio",
        ),
      },
    },
  },
  {
    name: "Band Pull-Apart",
    cues: lines(
      "Arms straight at shoulder height",
      "Pull the band apart to your chest",
      "Keep the shoulders away from the ears",
    ),
    equipment: ["resistance_band"],
    muscleGroups: ["back", "shoulders"],
    translations: {
      es: {
        name: "Apertura con banda",
        cues: lines(
          "Brazos estirados a la altura de los hombros",
          "Separa la banda hasta el pecho",
          "Hombros lejos de las orejas",
        ),
      },
    },
  },
  {
    name: "Overhead Press",
    cues: lines(
      "Ribs down, glutes tight",
      "Press up until the arms are by your ears",
      "Lower to the shoulders with control",
    ),
    equipment: ["dumbbells"],
    muscleGroups: ["shoulders", "arms", "core"],
    translations: {
      es: {
        name: "Press de hombros",
        cues: lines(
          "Costillas abajo, glúteos firmes",
          "Empuja hacia arriba hasta que los brazos pasen junto a las orejas",
          "Baja a los hombros con control",
        ),
      },
    },
  },
  {
    name: "Calf Raise",
    cues: lines(
      "Hold a wall or chair if you need it",
      "Rise high onto the balls of your feet",
      "Lower slowly, all the way down",
    ),
    equipment: ["bodyweight"],
    muscleGroups: ["calves", "mobility_balance"],
    translations: {
      es: {
        name: "Elevación de talones",
        cues: lines(
          "Apóyate en una pared o silla si lo necesitas",
          "Sube alto sobre la punta de los pies",
          "Baja despacio, hasta el final",
        ),
      },
    },
  },
  {
    name: "Single-Leg Balance",
    cues: lines("Stand near a wall or chair", "Lift one foot, eyes on a fixed point", "Hold 30 seconds each side"),
    equipment: ["bodyweight"],
    muscleGroups: ["mobility_balance", "core"],
    translations: {
      es: {
        name: "Equilibrio en una pierna",
        cues: lines(
          "Ponte cerca de una pared o silla",
          "Levanta un pie y fija la mirada en un punto",
          "Aguanta 30 segundos de cada lado",
        ),
      },
    },
  },
  {
    name: "Sit-to-Stand",
    cues: lines(
      "Sit on the front of a chair, feet flat",
      "Lean forward, stand up without your hands",
      "Sit down slowly, under control",
    ),
    equipment: ["bodyweight"],
    muscleGroups: ["quads", "glutes", "mobility_balance"],
    translations: {
      es: {
        name: "Sentarse y levantarse",
        cues: lines(
          "Siéntate en el borde de una silla, pies apoyados",
          "Inclínate y levántate sin usar las manos",
          "Siéntate despacio, con control",
        ),
      },
    },
  },
  {
    name: "Side Plank",
    cues: lines("Elbow under the shoulder", "Lift the hips, body in one line", "Knees down makes it easier"),
    equipment: ["mat"],
    muscleGroups: ["core", "shoulders"],
    translations: {
      es: {
        name: "Plancha lateral",
        cues: lines(
          "Codo bajo el hombro",
          "Sube la cadera, el cuerpo en una línea",
          "Con las rodillas apoyadas es más fácil",
        ),
      },
    },
  },
  {
    name: "Lateral Band Walk",
    cues: lines(
      "Band above the knees, slight squat",
      "Step sideways, toes forward",
      "Keep tension in the band the whole time",
    ),
    equipment: ["resistance_band"],
    muscleGroups: ["glutes", "mobility_balance"],
    translations: {
      es: {
        name: "Paso lateral con banda",
        cues: lines(
          "Banda sobre las rodillas, media sentadilla",
          "Da pasos de lado, puntas al frente",
          "Mantén la banda tensa todo el tiempo",
        ),
      },
    },
  },
  {
    name: "Cat-Cow",
    cues: lines(
      "On hands and knees",
      "Breathe in, drop the belly and look up",
      "Breathe out, round the back and tuck the chin",
    ),
    equipment: ["mat"],
    muscleGroups: ["mobility_balance", "back"],
    translations: {
      es: {
        name: "Gato-vaca",
        cues: lines(
          "En cuatro apoyos",
          "Inhala, baja el abdomen y mira arriba",
          "Exhala, redondea la espalda y mete la barbilla",
        ),
      },
    },
  },
];
