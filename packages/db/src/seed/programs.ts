// The written programs the online packages unlock, and the personal pages of the studio's named client.
import type { clientPages, workoutPrograms } from "../schema";

const SAFETY = `BEFORE YOU START
- Check with your doctor before starting a new exercise program, especially with heart, blood pressure, bone or joint conditions.
- Warm up every time. Stop any exercise that causes sharp pain, dizziness or chest discomfort.
- Effort scale: 1 is resting, 10 is all-out. Most sets should feel like a 6-7: challenging, with 2-3 good repetitions left.`;

const WARMUP = `WARM-UP (5 minutes, every workout)
- 1 minute marching in place with arm swings
- 10 shoulder rolls each way
- 10 bodyweight good-mornings (hands on hips, hinge and stand)
- 10 sit-to-stands from a chair
- 5 slow lunges per side, holding a wall if needed`;

const COOLDOWN = `COOL-DOWN (5 minutes)
- Hamstring stretch, chest stretch in a doorway, hip flexor stretch: 30 seconds each side
- 5 slow breaths: in through the nose for 4, out through the mouth for 6`;

function program(title: string, intro: string, weeks: string[]): string {
  return [title.toUpperCase(), intro, SAFETY, WARMUP, ...weeks, COOLDOWN].join("\n\n");
}

export const programSeed: (typeof workoutPrograms.$inferInsert)[] = [
  {
    packageId: 3,
    title: "Workout Routine Only: 4-Week Total-Body Routine",
    weeks: 4,
    body: program(
      "Workout Routine Only: 4-Week Total-Body Routine",
      "Three 30-minute workouts a week (for example Monday, Wednesday, Friday) that need only a chair, a mat and a pair of light dumbbells or water bottles. Repeat the circuit 2 times in weeks 1-2 and 3 times in weeks 3-4.",
      [
        `WORKOUT A: LOWER BODY AND CORE
1. Chair squat: 10-12 reps
2. Glute bridge: 12 reps, pause 2 seconds at the top
3. Split squat holding a wall: 8 reps each leg
4. Dead bug: 8 reps each side
5. Side-lying leg raise: 10 reps each side
Rest 60 seconds between rounds.`,
        `WORKOUT B: UPPER BODY AND POSTURE
1. Incline push-up on a counter: 8-10 reps
2. Bent-over row with dumbbells: 12 reps
3. Overhead press, seated: 10 reps
4. Band or towel pull-apart: 15 reps
5. Bird dog: 8 reps each side
Rest 60 seconds between rounds.`,
        `WORKOUT C: FULL BODY AND BALANCE
1. Sit-to-stand with a slow lower: 10 reps
2. Dumbbell Romanian deadlift: 10 reps
3. Wall push-up to shoulder tap: 8 reps
4. Single-leg balance: 30 seconds each side
5. Farmer's carry around the room: 40 seconds
Rest 60 seconds between rounds.`,
        `PROGRESSION
Weeks 1-2: 2 rounds, light weight, learn the movements.
Weeks 3-4: 3 rounds; add 1-2 reps or a slightly heavier weight when the last reps feel easy.`,
      ],
    ),
  },
  {
    packageId: 4,
    title: "Beginner: 4-Week Foundations",
    weeks: 4,
    body: program(
      "Beginner: 4-Week Foundations",
      "28 workouts over 4 weeks: three strength days, two walking days and two mobility days each week. Weekly 30-minute video check-ins and e-mail support (answered within 24 hours) come with the program.",
      [
        `WEEKLY PLAN
Mon: Strength A | Tue: Brisk walk 20-30 min | Wed: Strength B | Thu: Mobility 15 min | Fri: Strength A | Sat: Walk 30 min | Sun: Mobility 15 min`,
        `STRENGTH A
1. Box or chair squat: 3 × 10
2. Dumbbell row: 3 × 10 each arm
3. Glute bridge: 3 × 12
4. Incline push-up: 3 × 8
5. Plank on knees: 3 × 20 seconds`,
        `STRENGTH B
1. Dumbbell Romanian deadlift: 3 × 10
2. Seated shoulder press: 3 × 10
3. Step-up onto a low step: 3 × 8 each leg
4. Band pull-apart: 3 × 15
5. Dead bug: 3 × 8 each side`,
        `MOBILITY (15 minutes)
Cat-cow × 10, thread-the-needle × 6 each side, 90/90 hip switches × 8, ankle circles × 10 each way, child's pose 1 minute.`,
        `PROGRESSION
Week 1: learn the moves with light weights. Week 2: add one rep per set. Week 3: increase the weight slightly. Week 4: keep the weight and slow every lowering phase to 3 seconds.`,
      ],
    ),
  },
  {
    packageId: 5,
    title: "Intermediate: 8-Week Strength Builder",
    weeks: 8,
    body: program(
      "Intermediate: 8-Week Strength Builder",
      "For women already training 2-3 times a week. Four workouts a week in two 4-week blocks, with a lighter deload week at the end of each block.",
      [
        `WEEKLY PLAN
Mon: Lower A | Tue: Upper A | Thu: Lower B | Fri: Upper B | two 30-minute walks on other days`,
        `LOWER A
1. Goblet squat: 4 × 8
2. Romanian deadlift: 3 × 10
3. Reverse lunge: 3 × 8 each leg
4. Hip thrust: 3 × 12
5. Side plank: 3 × 25 seconds each side`,
        `UPPER A
1. Dumbbell bench or floor press: 4 × 8
2. One-arm row: 4 × 10 each side
3. Half-kneeling overhead press: 3 × 8 each arm
4. Face pull or band pull-apart: 3 × 15
5. Farmer's carry: 4 × 40 metres`,
        `LOWER B
1. Trap-bar or dumbbell deadlift: 4 × 6
2. Bulgarian split squat: 3 × 8 each leg
3. Step-up: 3 × 10 each leg
4. Hamstring curl on a ball: 3 × 10
5. Pallof press: 3 × 10 each side`,
        `UPPER B
1. Lat pulldown or band pulldown: 4 × 10
2. Push-up (incline as needed): 4 × 8
3. Chest-supported row: 3 × 12
4. Lateral raise: 3 × 12
5. Suitcase carry: 3 × 30 metres each side`,
        `PROGRESSION
Weeks 1-3 and 5-7: add a little weight whenever you complete all reps with 2 in reserve. Weeks 4 and 8: use 70% of your working weights and do one set fewer.`,
      ],
    ),
  },
  {
    packageId: 12,
    title: "Advanced: 12-Week Strength and Power",
    weeks: 12,
    body: program(
      "Advanced: 12-Week Strength and Power",
      "For experienced lifters with good technique in the squat, hinge and press. Three 4-week phases: build, strengthen, express. Four workouts a week plus one conditioning session.",
      [
        `PHASE 1, WEEKS 1-4: BUILD
Day 1: Back squat 4 × 8, Romanian deadlift 3 × 10, walking lunge 3 × 10, plank 3 × 40 s
Day 2: Bench press 4 × 8, pull-up or assisted pull-up 4 × 6-8, overhead press 3 × 10, row 3 × 12
Day 3: Deadlift 4 × 6, front-foot-elevated split squat 3 × 8, hip thrust 3 × 10, carry 4 × 40 m
Day 4: Incline press 4 × 10, chest-supported row 4 × 10, lateral raise 3 × 15, face pull 3 × 15`,
        `PHASE 2, WEEKS 5-8: STRENGTHEN
Same days; main lifts become 5 × 5 at a heavier weight, accessories 3 × 8. Add 3 × 3 box jumps (step down) before squats and 3 × 5 medicine-ball chest passes before presses.`,
        `PHASE 3, WEEKS 9-12: EXPRESS
Main lifts 4 × 3 at about 85% effort with full rest (2-3 minutes); power work 4 × 3 kettlebell swings and jump squats (or fast bodyweight squats). Week 12 is a deload: half the sets, same technique focus.`,
        `CONDITIONING (once a week)
10 rounds: 30 seconds hard on a bike or rower, 90 seconds easy. Build from 6 rounds in week 1.`,
        `RECOVERY
Sleep 7-9 hours, eat protein at every meal (25-35 g), and walk on rest days. If joints ache for more than a day, reduce the load by 10% for a week.`,
      ],
    ),
  },
];

export const clientPageSeed: (typeof clientPages.$inferInsert)[] = [
  {
    slug: "patricia",
    clientName: "Patricia",
    clientEmail: "patricia@example.com",
    programTitle: "Patricia's 4-Week Beginner Program",
    programText: program(
      "Patricia's 4-Week Beginner Program",
      "Patricia, this plan builds on our first session: we focus on leg strength for the stairs at home, a stronger back for gardening, and balance. Three short workouts a week at home, plus your morning walks.",
      [
        `WEEK 1 AND 2 (Mon, Wed, Fri)
1. Sit-to-stand from your dining chair: 3 × 8
2. Wall push-up: 3 × 8
3. Glute bridge: 3 × 10
4. Band row (the green band): 3 × 12
5. Heel-to-toe walk along the hallway: 3 lengths`,
        `WEEK 3 AND 4 (Mon, Wed, Fri)
1. Sit-to-stand holding a 5 lb dumbbell: 3 × 10
2. Counter push-up: 3 × 10
3. Single-leg glute bridge, assisted: 3 × 6 each side
4. Band row with a 2-second squeeze: 3 × 12
5. Single-leg balance at the counter: 3 × 20 seconds each side`,
        `NOTES FOR YOU
Keep the knee movements pain-free: if the right knee grumbles, sit to a higher chair. Text me after each Friday workout with how it felt from 1 to 10.`,
      ],
    ),
    messageText:
      "Hi Patricia! Thank you for a wonderful first session today. You did so well with the new movements, especially the bridges. Your 4-week program is on your page now: three short workouts a week, plus your walks. Remember, slow and steady builds lasting strength. See you next Tuesday at 9 AM! Carmen",
  },
];
