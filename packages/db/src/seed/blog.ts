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
  },
  {
    slug: "eating-for-steady-energy",
    title: "Eating for Steady Energy All Day",
    excerpt:
      "The mid-afternoon crash is not a character flaw. Building meals around protein, fibre and timing keeps your energy level.",
    category: "nutrition",
    date: "2026-08-11",
    featured: false,
    body: `Many women notice that their energy swings more in midlife. Hormonal changes affect how the body handles blood sugar, and the result is often a slump by three in the afternoon.

Build every meal on three things: protein, fibre and some healthy fat. Together they slow digestion and keep blood sugar steady. A breakfast of eggs, spinach and whole-grain toast will carry you much further than a pastry and coffee.

Do not skip meals to save calories. Long gaps tend to end in grazing on whatever is nearby. Three meals and one or two planned snacks work well for most of my clients.

Drink water through the day. Mild dehydration feels a lot like fatigue, and thirst signals get weaker with age.

Finally, notice how you feel after different meals and adjust. Steady energy is not about a perfect diet. It is about a pattern that works for your body and your life.`,
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
  },
];
