// Testimonials, recipes and discount codes the studio starts with.
import type { discountCodes, recipes, testimonials } from "../schema";
import { lines } from "./lines";

export const testimonialSeed: (typeof testimonials.$inferInsert)[] = [
  {
    name: "Maria G.",
    age: 52,
    duration: "Client for 8 months",
    comment:
      "I came in with a stiff back and zero confidence in a gym. Eight months later I deadlift my own bodyweight and I sleep better than I have in years.",
    transformationDescription: "Lost 14 lbs and two dress sizes while getting stronger every month.",
    translations: {
      es: {
        duration: "Clienta desde hace 8 meses",
        comment:
          "Llegué con la espalda rígida y cero confianza en un gimnasio. Ocho meses después levanto mi propio peso en peso muerto y duermo mejor que en años.",
        transformationDescription: "Bajó 14 libras y dos tallas de ropa mientras se ponía más fuerte cada mes.",
      },
    },
  },
  {
    name: "Denise R.",
    age: 47,
    duration: "Client for 1 year",
    comment:
      "Perimenopause had me exhausted and frustrated. The training and the nutrition guidance gave me my energy back, and the sessions are the highlight of my week.",
    translations: {
      es: {
        duration: "Clienta desde hace 1 año",
        comment:
          "La perimenopausia me tenía agotada y frustrada. El entrenamiento y la guía de nutrición me devolvieron la energía, y las sesiones son lo mejor de mi semana.",
      },
    },
  },
  {
    name: "Linda P.",
    age: 61,
    duration: "Client for 6 months",
    comment:
      "My doctor worried about my bone density. Now I lift three times a week, my balance is better and my last scan improved. I feel decades younger.",
    transformationDescription: "Improved bone density and balance in six months.",
    translations: {
      es: {
        duration: "Clienta desde hace 6 meses",
        comment:
          "Mi médico estaba preocupado por mi densidad ósea. Ahora levanto pesas tres veces por semana, tengo mejor equilibrio y mi último examen salió mejor. Me siento décadas más joven.",
        transformationDescription: "Mejoró su densidad ósea y su equilibrio en seis meses.",
      },
    },
  },
];

export const recipeSeed: (typeof recipes.$inferInsert)[] = [
  {
    title: "Greek Yogurt Protein Bowl",
    description: "A five-minute breakfast with 30 g of protein to steady your energy through the morning.",
    ingredients: [
      "1 cup plain Greek yogurt",
      "1/2 cup mixed berries",
      "1 tbsp chia seeds",
      "1 tbsp almond butter",
      "1 tsp honey",
    ],
    instructions:
      "Spoon the yogurt into a bowl.\nTop with the berries and chia seeds.\nDrizzle with almond butter and honey and serve.",
    translations: {
      es: {
        title: "Bowl de yogur griego con proteína",
        description:
          "Un desayuno de cinco minutos con 30 g de proteína para mantener tu energía estable toda la mañana.",
        ingredients: lines(
          "1 taza de yogur griego natural",
          "1/2 taza de frutos rojos variados",
          "1 cda de semillas de chía",
          "1 cda de mantequilla de almendra",
          "1 cdita de miel",
        ),
        instructions:
          "Sirve el yogur en un bowl.\nCúbrelo con los frutos rojos y las semillas de chía.\nTermina con un hilo de mantequilla de almendra y miel, y sirve.",
      },
    },
    prepTime: 5,
    cookTime: 0,
    servings: 1,
    calories: 380,
    protein: 30,
    carbs: 32,
    fat: 15,
    category: "breakfast",
    dietType: "vegetarian",
    featured: true,
    approved: true,
  },
  {
    title: "Salmon with Lemon and Garlic Greens",
    description: "Omega-3s and calcium-rich greens for heart and bone health, on the table in 25 minutes.",
    ingredients: [
      "2 salmon fillets",
      "2 cups kale, chopped",
      "1 cup broccoli florets",
      "2 cloves garlic, sliced",
      "1 lemon",
      "1 tbsp olive oil",
    ],
    instructions:
      "Heat the oven to 400°F and season the salmon with salt, pepper and lemon zest.\nRoast the salmon for 12-14 minutes.\nMeanwhile sauté the garlic in olive oil, add the kale and broccoli and cook until bright green.\nServe the salmon over the greens with a squeeze of lemon.",
    translations: {
      es: {
        title: "Salmón con verduras al ajo y limón",
        description: "Omega-3 y verduras ricas en calcio para el corazón y los huesos, listo en 25 minutos.",
        ingredients: lines(
          "2 filetes de salmón",
          "2 tazas de kale picado",
          "1 taza de floretes de brócoli",
          "2 dientes de ajo en láminas",
          "1 limón",
          "1 cda de aceite de oliva",
        ),
        instructions:
          "Calienta el horno a 400 °F y sazona el salmón con sal, pimienta y ralladura de limón.\nHornea el salmón de 12 a 14 minutos.\nMientras tanto, sofríe el ajo en el aceite de oliva, agrega el kale y el brócoli y cocina hasta que estén de un verde brillante.\nSirve el salmón sobre las verduras con un chorrito de limón.",
      },
    },
    prepTime: 10,
    cookTime: 15,
    servings: 2,
    calories: 420,
    protein: 36,
    carbs: 12,
    fat: 24,
    category: "dinner",
    dietType: "gluten-free",
    approved: true,
  },
  {
    title: "Green Recovery Smoothie",
    description: "A post-workout smoothie with protein, potassium and a little ginger for sore muscles.",
    ingredients: [
      "1 scoop vanilla protein powder",
      "1 cup spinach",
      "1/2 frozen banana",
      "1 cup unsweetened almond milk",
      "1 tsp grated ginger",
    ],
    instructions:
      "Add everything to a blender.\nBlend until smooth, about 45 seconds.\nDrink within 30 minutes of training.",
    translations: {
      es: {
        title: "Batido verde de recuperación",
        description:
          "Un batido para después de entrenar, con proteína, potasio y un toque de jengibre para los músculos adoloridos.",
        ingredients: lines(
          "1 medida de proteína en polvo sabor vainilla",
          "1 taza de espinaca",
          "1/2 plátano congelado",
          "1 taza de leche de almendra sin azúcar",
          "1 cdita de jengibre rallado",
        ),
        instructions:
          "Pon todo en la licuadora.\nLicúa hasta que quede suave, unos 45 segundos.\nTómalo dentro de los 30 minutos después de entrenar.",
      },
    },
    prepTime: 5,
    cookTime: 0,
    servings: 1,
    calories: 260,
    protein: 27,
    carbs: 24,
    fat: 6,
    category: "post-workout",
    dietType: "dairy-free",
    approved: true,
  },
];

export const discountSeed: (typeof discountCodes.$inferInsert)[] = [
  {
    code: "WELCOME10",
    description: "10% off your first booking",
    type: "percentage",
    value: "10.00",
    userLimit: 1,
  },
  {
    code: "STRONG50",
    description: "$50 off packages of $500 or more",
    type: "fixed",
    value: "50.00",
    minAmount: "500.00",
    usageLimit: 100,
    userLimit: 1,
  },
];
