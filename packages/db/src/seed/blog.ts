// The blog as the site first published it (SPEC section 3: seven posts, post 1 featured), in Markdown. Seeded once
// into a database whose blog has never had a post (see seed/index.ts); from then on the posts are the trainer's.
import type { BlogCategory } from "@studio/validators/kinds";

export interface BlogSeedPost {
  slug: string;
  title: string;
  excerpt: string;
  /** Markdown: paragraphs separated by blank lines. */
  body: string;
  category: BlogCategory;
  /** The day it was published, in Miami; it went public at 9 AM that day. */
  date: string;
  featured: boolean;
  /** Her Spanish version of the post (title, excerpt, Markdown body); the body is rendered as the English one is. */
  es: { title: string; excerpt: string; body: string };
}

export const BLOG_SEED_AUTHOR = "Carmen Reyes";

export const blogSeed: BlogSeedPost[] = [
  {
    slug: "why-strength-training-matters-after-40",
    title: "Why Strength Training Matters More After 40",
    excerpt:
      "From your forties on, muscle and bone slowly slip away unless you ask your body to keep them. Lifting is the most direct way to ask.",
    category: "fitness",
    date: "2026-10-06",
    featured: true,
    body: `After 40, most women lose muscle every year unless they do something about it. The loss is gradual, which is why it surprises people: the suitcase that feels heavier, the stairs that leave you winded, the jar lid that won't budge. Around menopause the drop in estrogen speeds up the loss of bone as well.

Strength training is the most reliable way to reverse both. When a muscle works against a load that challenges it, it adapts by getting stronger, and the bones it pulls on respond by becoming denser. Walking and yoga are wonderful, but they rarely load the body enough to trigger those changes.

You do not need to lift like a bodybuilder. Two or three sessions a week of squats, hinges, pushes, pulls and carries, with weights that make the last two repetitions of each set feel hard, is enough to see real change within eight to twelve weeks.

The benefits go well beyond the mirror. Stronger women balance better and fall less, sleep more soundly, manage blood sugar more easily and report better mood and confidence. Many of my clients tell me their back and knee pain eased once the muscles around those joints got stronger.

Start where you are. If you have never lifted, begin with your bodyweight and light dumbbells, focus on form, and add weight slowly. If you have an injury or a health condition, work with a coach who will adapt the exercises rather than avoid them. The goal is not to train less because you are over 40. It is to train smarter because you are.`,
    es: {
      title: "Por qué el entrenamiento de fuerza importa más después de los 40",
      excerpt:
        "A partir de los cuarenta, el músculo y el hueso se van perdiendo poco a poco, a menos que le pidas a tu cuerpo que los conserve. Levantar pesas es la forma más directa de pedírselo.",
      body: `Después de los 40, la mayoría de las mujeres pierde músculo cada año si no hace algo al respecto. La pérdida es gradual, y por eso toma a tantas por sorpresa: la maleta que se siente más pesada, las escaleras que te dejan sin aire, la tapa del frasco que no cede. Alrededor de la menopausia, la caída del estrógeno también acelera la pérdida de hueso.

El entrenamiento de fuerza es la manera más confiable de revertir ambas cosas. Cuando un músculo trabaja contra una carga que lo reta, se adapta volviéndose más fuerte, y los huesos de los que tira responden volviéndose más densos. Caminar y hacer yoga son maravillosos, pero casi nunca le ponen al cuerpo la carga suficiente para provocar esos cambios.

No necesitas entrenar como fisicoculturista. Dos o tres sesiones a la semana de sentadillas, bisagras de cadera, empujes, jalones y cargadas, con pesos que hagan que las dos últimas repeticiones de cada serie se sientan difíciles, bastan para ver un cambio real en ocho a doce semanas.

Los beneficios van mucho más allá del espejo. Las mujeres más fuertes tienen mejor equilibrio y se caen menos, duermen más profundo, controlan mejor el azúcar en la sangre y dicen sentirse de mejor ánimo y con más confianza. Muchas de mis clientas me cuentan que el dolor de espalda y de rodillas se les alivió cuando se fortalecieron los músculos alrededor de esas articulaciones.

Empieza desde donde estás. Si nunca has levantado pesas, comienza con tu propio peso y mancuernas livianas, concéntrate en la técnica y sube el peso poco a poco. Si tienes una lesión o alguna condición de salud, trabaja con una entrenadora que adapte los ejercicios en lugar de evitarlos. La meta no es entrenar menos porque tienes más de 40. Es entrenar con más inteligencia precisamente por eso.`,
    },
  },
  {
    slug: "protein-needs-for-women-over-40",
    title: "How Much Protein Do You Really Need?",
    excerpt:
      "Muscles over 40 need more protein to respond to training. Here is a simple way to get enough without counting every gram.",
    category: "nutrition",
    date: "2026-09-22",
    featured: false,
    body: `As we age, our muscles become less responsive to the protein we eat, a change researchers call anabolic resistance. The practical answer is to eat a little more protein, and to spread it across the day.

A useful target for active women over 40 is 1.2 to 1.6 grams of protein per kilogram of body weight each day. For a woman who weighs 150 pounds, that is roughly 80 to 110 grams.

Rather than counting, aim for a palm-sized portion of protein at every meal: eggs or Greek yogurt at breakfast, chicken, fish, tofu or beans at lunch and dinner. Each meal should bring around 25 to 35 grams.

Snacks help fill the gap. Cottage cheese, a handful of edamame, a protein smoothie after training or a few slices of turkey all add up.

If you have kidney disease or another condition, ask your doctor before raising your intake. For everyone else, more protein, evenly spread, is one of the simplest ways to make your training pay off.`,
    es: {
      title: "¿Cuánta proteína necesitas de verdad?",
      excerpt:
        "Después de los 40, los músculos necesitan más proteína para responder al entrenamiento. Aquí tienes una forma sencilla de comer lo suficiente sin contar cada gramo.",
      body: `Con los años, nuestros músculos responden menos a la proteína que comemos, un cambio que los investigadores llaman resistencia anabólica. La respuesta práctica es comer un poco más de proteína y repartirla a lo largo del día.

Una meta útil para mujeres activas de más de 40 es de 1.2 a 1.6 gramos de proteína por kilogramo de peso corporal al día. Para una mujer que pesa 150 libras, eso son más o menos entre 80 y 110 gramos.

En lugar de contar, busca una porción de proteína del tamaño de tu palma en cada comida: huevos o yogur griego en el desayuno; pollo, pescado, tofu o frijoles en el almuerzo y la cena. Cada comida debería darte unos 25 a 35 gramos.

Las meriendas ayudan a completar lo que falta. El queso cottage, un puñado de edamame, un batido de proteína después de entrenar o unas lonjas de pavo: todo suma.

Si tienes una enfermedad renal u otra condición, consulta con tu médico antes de aumentar la cantidad. Para todas las demás, más proteína, bien repartida, es una de las formas más sencillas de que tu entrenamiento rinda frutos.`,
    },
  },
  {
    slug: "sleep-hormones-and-recovery",
    title: "Sleep, Hormones and Recovery in Midlife",
    excerpt:
      "Night sweats and early waking can undo the best training plan. Small changes to your evening can give you back deeper sleep.",
    category: "wellness",
    date: "2026-09-08",
    featured: false,
    body: `Sleep is when your body repairs the muscle you worked in training, balances hunger hormones and restores your energy. In perimenopause and menopause, sleep often becomes lighter and more broken, and many women feel the difference in every part of their day.

Start with the room. Keep it cool, around 65°F, dark and quiet. Breathable cotton or bamboo bedding helps with night sweats, and a fan by the bed can make a real difference.

Next, look at the last two hours of your evening. Alcohol may help you fall asleep but it fragments sleep later in the night. Heavy meals, late caffeine and bright screens all push sleep later. A short wind-down routine, such as a warm shower, gentle stretching or reading, tells your body it is time to rest.

Training helps too. Women who lift and walk regularly tend to fall asleep faster and sleep more deeply. Try to finish hard workouts at least three hours before bed.

If you are still struggling, talk to your doctor. Sleep apnea becomes more common after menopause, and treatments for hot flashes can transform sleep for some women.`,
    es: {
      title: "Sueño, hormonas y recuperación en la mediana edad",
      excerpt:
        "Los sudores nocturnos y despertarte de madrugada pueden deshacer el mejor plan de entrenamiento. Pequeños cambios en tus noches te pueden devolver un sueño más profundo.",
      body: `Mientras duermes, tu cuerpo repara el músculo que trabajaste al entrenar, equilibra las hormonas del hambre y recupera tu energía. En la perimenopausia y la menopausia, el sueño muchas veces se vuelve más ligero y más interrumpido, y muchas mujeres lo notan en cada parte de su día.

Empieza por el cuarto. Mantenlo fresco, alrededor de 65 °F, oscuro y en silencio. La ropa de cama de algodón o de bambú, que deja respirar la piel, ayuda con los sudores nocturnos, y un ventilador junto a la cama puede hacer una gran diferencia.

Después, fíjate en las últimas dos horas de tu noche. El alcohol puede ayudarte a conciliar el sueño, pero lo interrumpe más tarde en la madrugada. Las comidas pesadas, la cafeína a última hora y las pantallas brillantes retrasan el sueño. Una rutina corta para relajarte, como una ducha tibia, unos estiramientos suaves o un rato de lectura, le dice a tu cuerpo que es hora de descansar.

El entrenamiento también ayuda. Las mujeres que levantan pesas y caminan con regularidad suelen quedarse dormidas más rápido y dormir más profundo. Trata de terminar los entrenamientos intensos al menos tres horas antes de acostarte.

Si todavía te cuesta dormir, habla con tu médico. La apnea del sueño se vuelve más común después de la menopausia, y para algunas mujeres el tratamiento de los sofocos cambia el sueño por completo.`,
    },
  },
  {
    slug: "five-moves-for-better-balance",
    title: "Five Moves for Better Balance",
    excerpt:
      "Balance is a skill you can train at any age. These five exercises take ten minutes and need nothing but a kitchen counter.",
    category: "tips",
    date: "2026-08-25",
    featured: false,
    body: `Balance declines quietly from our forties, and it matters: good balance is what keeps a stumble from becoming a fall. The good news is that it improves quickly with practice.

1. **Single-leg stand.** Hold the counter and lift one foot. Work up to 30 seconds a side, then try it with one fingertip, then none.

2. **Heel-to-toe walk.** Walk a straight line placing each heel directly in front of the opposite toes, ten steps forward and ten back.

3. **Sit-to-stand.** Rise from a chair without using your hands, ten times. It builds the leg strength balance depends on.

4. **Side steps with a pause.** Step sideways, bring your feet together and pause on one leg for two seconds before the next step.

5. **Clock reach.** Stand on one leg and reach the other foot gently to twelve, three and six o'clock on an imaginary clock.

Do these every day while the kettle boils. Within a few weeks most women notice they feel steadier on stairs, curbs and uneven ground.`,
    es: {
      title: "Cinco ejercicios para mejorar tu equilibrio",
      excerpt:
        "El equilibrio es una habilidad que puedes entrenar a cualquier edad. Estos cinco ejercicios toman diez minutos y solo necesitas el mostrador de la cocina.",
      body: `El equilibrio empieza a disminuir sin que lo notemos a partir de los cuarenta, y es importante: un buen equilibrio es lo que evita que un tropezón se convierta en una caída. La buena noticia es que mejora rápido con la práctica.

1. **Parada en un pie.** Sujétate del mostrador y levanta un pie. Llega poco a poco a 30 segundos por lado; luego inténtalo apoyando solo la punta de un dedo, y después sin apoyo.

2. **Caminar talón con punta.** Camina en línea recta poniendo cada talón justo delante de los dedos del otro pie, diez pasos hacia adelante y diez hacia atrás.

3. **Sentarte y pararte.** Levántate de una silla sin usar las manos, diez veces. Fortalece las piernas, y de esa fuerza depende el equilibrio.

4. **Pasos laterales con pausa.** Da un paso hacia el lado, junta los pies y quédate en una pierna dos segundos antes del siguiente paso.

5. **El reloj.** Párate en una pierna y lleva el otro pie con suavidad hacia las doce, las tres y las seis de un reloj imaginario.

Hazlos todos los días mientras se calienta el agua para el café. En pocas semanas, la mayoría de las mujeres se siente más firme en las escaleras, al subir la acera y en el terreno disparejo.`,
    },
  },
  {
    slug: "eating-for-steady-energy",
    title: "Eating for Steady Energy All Day",
    excerpt:
      "The mid-afternoon crash is not a character flaw. Building meals around protein, fiber and timing keeps your energy level.",
    category: "nutrition",
    date: "2026-08-11",
    featured: false,
    body: `Many women notice that their energy swings more in midlife. Hormonal changes affect how the body handles blood sugar, and the result is often a slump by three in the afternoon.

Build every meal on three things: protein, fiber and some healthy fat. Together they slow digestion and keep blood sugar steady. A breakfast of eggs, spinach and whole-grain toast will carry you much further than a pastry and coffee.

Do not skip meals to save calories. Long gaps tend to end in grazing on whatever is nearby. Three meals and one or two planned snacks work well for most of my clients.

Drink water through the day. Mild dehydration feels a lot like fatigue, and thirst signals get weaker with age.

Finally, notice how you feel after different meals and adjust. Steady energy is not about a perfect diet. It is about a pattern that works for your body and your life.`,
    es: {
      title: "Cómo comer para tener energía estable todo el día",
      excerpt:
        "El bajón de media tarde no es falta de voluntad. Armar tus comidas con proteína, fibra y buenos horarios mantiene tu energía pareja.",
      body: `Muchas mujeres notan que su energía sube y baja más en la mediana edad. Los cambios hormonales afectan la forma en que el cuerpo maneja el azúcar en la sangre, y el resultado suele ser un bajón alrededor de las tres de la tarde.

Arma cada comida con tres cosas: proteína, fibra y algo de grasa saludable. Juntas hacen más lenta la digestión y mantienen estable el azúcar en la sangre. Un desayuno de huevos, espinaca y pan integral te va a llevar mucho más lejos que un pan dulce con café.

No te saltes comidas para ahorrar calorías. Pasar muchas horas sin comer suele terminar en picar lo que tengas a mano. Tres comidas y una o dos meriendas planificadas les funcionan bien a la mayoría de mis clientas.

Toma agua durante todo el día. Una deshidratación leve se siente muy parecida al cansancio, y la sensación de sed se debilita con la edad.

Por último, fíjate en cómo te sientes después de distintas comidas y ajusta. Tener energía estable no depende de una dieta perfecta. Depende de un patrón que funcione para tu cuerpo y para tu vida.`,
    },
  },
  {
    slug: "walking-the-underrated-workout",
    title: "Walking: The Underrated Workout",
    excerpt:
      "A brisk daily walk supports your heart, your mood and your recovery from strength training. Here is how to make it count.",
    category: "fitness",
    date: "2026-07-28",
    featured: false,
    body: `Walking is the perfect partner to strength training. It strengthens the heart, helps regulate blood sugar, lifts mood and speeds recovery between lifting sessions, all without stressing the joints.

To make your walks count, pick up the pace until you can talk but would rather not sing. Add hills or stairs once or twice a week, and try a few intervals of fast walking for one minute followed by two minutes at an easy pace.

Aim for 7,000 to 9,000 steps a day, built up gradually. A ten-minute walk after meals is one of the simplest ways to steady blood sugar.

Good shoes matter. Replace them every 300 to 500 miles, and choose a pair with enough room for your toes to spread.`,
    es: {
      title: "Caminar: el ejercicio que subestimamos",
      excerpt:
        "Una caminata a paso rápido cada día cuida tu corazón, tu ánimo y tu recuperación del entrenamiento de fuerza. Así puedes sacarle el máximo provecho.",
      body: `Caminar es el complemento perfecto del entrenamiento de fuerza. Fortalece el corazón, ayuda a regular el azúcar en la sangre, levanta el ánimo y acelera la recuperación entre sesiones de pesas, todo sin castigar las articulaciones.

Para que tus caminatas cuenten, acelera el paso hasta que puedas hablar pero preferirías no cantar. Agrega lomas o escaleras una o dos veces por semana, y prueba unos intervalos: un minuto caminando rápido seguido de dos minutos a un ritmo cómodo.

Apunta a 7,000 a 9,000 pasos al día, y llega a esa cifra poco a poco. Una caminata de diez minutos después de las comidas es una de las formas más sencillas de estabilizar el azúcar en la sangre.

Los buenos zapatos importan. Cámbialos cada 300 a 500 millas, y escoge un par con espacio suficiente para que los dedos se puedan abrir.`,
    },
  },
  {
    slug: "building-a-habit-that-lasts",
    title: "Building a Fitness Habit That Lasts",
    excerpt:
      "Motivation comes and goes. A simple plan, small wins and the right support keep you training long after January.",
    category: "wellness",
    date: "2026-07-14",
    featured: false,
    body: `Most women I meet have started a fitness plan many times. What they need is not more willpower but a habit that survives busy weeks, travel and low-energy days.

Schedule your workouts like appointments. Pick the days and times and put them in your calendar. Decisions made in advance are much easier to keep than decisions made at six in the evening.

Start smaller than you think you should. Two 30-minute sessions a week that you actually do are worth far more than five sessions you abandon by the second week.

Track something. A simple note of what you lifted or how you felt shows progress that the scale often hides, and seeing it is deeply motivating.

Finally, get support. A training partner, a coach or a community of women with the same goals makes you far more likely to keep going. Consistency, not intensity, is what changes your body and your health over the years.`,
    es: {
      title: "Cómo crear un hábito de ejercicio que dure",
      excerpt:
        "La motivación va y viene. Un plan sencillo, pequeños logros y el apoyo adecuado te mantienen entrenando mucho después de enero.",
      body: `La mayoría de las mujeres que conozco ha empezado un plan de ejercicio muchas veces. Lo que necesitan no es más fuerza de voluntad, sino un hábito que sobreviva a las semanas ocupadas, los viajes y los días de poca energía.

Agenda tus entrenamientos como si fueran citas. Escoge los días y las horas y anótalos en tu calendario. Las decisiones que tomas con anticipación son mucho más fáciles de cumplir que las que tomas a las seis de la tarde.

Empieza con menos de lo que crees que deberías. Dos sesiones de 30 minutos a la semana que de verdad haces valen mucho más que cinco sesiones que abandonas en la segunda semana.

Lleva un registro de algo. Una nota sencilla de lo que levantaste o de cómo te sentiste muestra un progreso que la báscula muchas veces esconde, y verlo motiva muchísimo.

Por último, busca apoyo. Una compañera de entrenamiento, una entrenadora o una comunidad de mujeres con las mismas metas hace mucho más probable que sigas adelante. Lo que cambia tu cuerpo y tu salud con los años es la constancia, no la intensidad.`,
    },
  },
];
