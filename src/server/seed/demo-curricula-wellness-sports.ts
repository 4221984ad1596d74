import type { DemoCurriculum } from './demo-types';

/** Lesson plans of the Wellness and Sports & Games classes. */
export const wellnessSportsCurricula: readonly DemoCurriculum[] = [
  {
    courseSlug: 'strength-for-the-long-haul',
    subcategorySlug: 'strength-and-fitness',
    skillLevel: 'beginner',
    description:
      'Kalani Brooks coached ultramarathoners for years before she realised the athletes who lasted longest were the ones who lifted. This class is strength training for ordinary life: carrying shopping, climbing stairs, getting up off the floor and staying injury-free for decades. Every session can be done at home with a few weights, and Kalani explains the why behind every movement so you can build your own programme.',
    kit: 'a mat, a pair of dumbbells or filled water bottles, and a sturdy chair',
    outline: `
Strength for life | Kalani on why muscle matters at every age.
How strength is built | Load, rest and progress in plain words.
Warming up | A ten-minute routine to prepare joints and muscles.
The squat | Sit and stand with strength and control.
The hinge | Pick things up without hurting your back.
The push | Press-ups from the wall to the floor.
The pull | Rows and pulls for posture and grip.
Carrying | Walk with weight to build the whole body.
Getting up off the floor | A skill that keeps you independent.
Core strength | Brace and breathe rather than crunch.
Balance | Train balance to prevent falls.
Mobility | Keep hips, shoulders and ankles moving freely.
Building a programme | Plan three sessions a week.
Progressing safely | Add weight, reps or difficulty over time.
Training around pain | Work with aches and old injuries.
Strength for runners | Lifting that supports endurance.
Strength after fifty | Adjust training as you age.
Eating for strength | Protein, energy and simple habits.
Rest days | Why recovery is part of training.
Staying consistent | Keep training when motivation fades.
A full session | Kalani leads a complete forty-minute workout.
`,
  },
  {
    courseSlug: 'sleep-breath-and-recovery',
    subcategorySlug: 'sleep-and-recovery',
    skillLevel: 'all',
    description:
      'Training makes you tired; recovery makes you better. Kalani Brooks learned this the hard way during a decade of hundred-mile races, and in this class she shares the habits that changed everything: regular sleep, slow breathing, gentle movement and knowing when to rest. It is a practical class for athletes, parents, shift workers and anyone who wakes up tired.',
    kit: 'a notebook by the bed and a quiet corner for breathing practice',
    outline: `
Why recovery matters | Kalani on rest as part of training.
How sleep works | Cycles, stages and what happens at night.
A sleep routine | Build an evening that leads to sleep.
The bedroom | Light, temperature and noise.
Caffeine, alcohol and food | What helps sleep and what harms it.
Naps | When a nap helps and when it hurts.
Breathing basics | Slow the breath to calm the body.
Breathing for focus | Short practices for the middle of a busy day.
Breathing for sleep | Wind down with a simple pattern.
Gentle movement | Walking, stretching and easy days.
Listening to your body | Read the signs of overtraining and stress.
Shift work and travel | Protect sleep when routines break.
A recovery week | Plan a lighter week after hard training.
Kalani’s evening | Kalani’s own routine from dinner to sleep.
`,
  },
  {
    courseSlug: 'journaling-for-a-quieter-mind',
    subcategorySlug: 'mind-and-reflection',
    skillLevel: 'beginner',
    description:
      'Noor Haddad has kept a notebook every day for thirty years, and she credits it with more calm than any app. In this class she teaches simple journaling practices you can do in ten minutes: noticing the day, naming worries, remembering small good things and writing your way through hard decisions. No writing experience is needed and nobody will ever read your pages.',
    kit: 'a notebook you like and a pen that feels good in your hand',
    outline: `
Why write it down | Noor on paper as a place to think.
Ten minutes a day | Build a habit small enough to keep.
The morning page | Empty the mind before the day begins.
The evening page | Look back on the day with kindness.
Noticing | Record what you saw, heard and tasted.
Naming worries | Write worries down so they shrink.
Gratitude without cliché | Notice small good things honestly.
Writing through decisions | Lay out choices on the page.
Lists as journaling | Use lists when sentences feel too much.
Letters you will not send | Say what cannot be said aloud.
Prompts for stuck days | Questions that open the page.
Writing about feelings | Describe emotions precisely.
Reading old journals | Learn from what you wrote before.
Drawing in a journal | Add sketches and maps.
Privacy | Keep your journal safe and yours.
When life gets hard | Journal through grief and change.
Noor’s notebook | Noor shares pages from thirty years of journals.
`,
  },
  {
    courseSlug: 'your-first-marathon',
    subcategorySlug: 'running-and-endurance',
    skillLevel: 'intermediate',
    description:
      'If you can run for thirty minutes, Kalani Brooks can get you to a marathon finish line. This class walks you through a sixteen-week plan built around a real life, with weeks that bend for work, family and bad weather. Kalani covers pacing, long runs, fuelling, strength work, injury prevention and race-day decisions, and runs alongside first-timers so you see what each stage feels like.',
    kit: 'good running shoes, a watch or phone to time runs, and a water bottle',
    outline: `
# Getting ready
Can I run a marathon? | Kalani on who can do it and what it takes.
Choosing a race | Pick a course and date that suit you.
Shoes and kit | Buy what matters and skip what does not.
Your starting point | Test your fitness and set honest goals.
# The plan
The sixteen-week plan | How the weeks are built and why.
Easy running | Why most miles should feel easy.
The long run | Build the weekly long run safely.
Speed work | Intervals and tempo runs for marathoners.
Hills | Use hills to build strength and confidence.
Strength for runners | Short sessions that prevent injury.
Rest and recovery weeks | When to back off.
Fitting training into life | Adjust the plan for work and family.
# Fuel and body
Eating for training | Everyday meals that fuel running.
Fuelling on the run | Gels, drinks and practising your stomach.
Hydration | Drink enough without overdoing it.
Aches and injuries | Tell normal soreness from warning signs.
# The race
The taper | Rest before race day without losing fitness.
Pacing strategy | Start slow and finish strong.
The night before | Sleep, food and packing your kit.
Race morning | Warm up, line up and stay calm.
Miles twenty to twenty-six | Get through the hardest part.
# After
Recovering from a marathon | The first days and weeks after.
What comes next | Another race, a faster time or a rest.
The finish line | Kalani runs with first-timers on race day.
`,
  },
  {
    courseSlug: 'chess-the-middlegame',
    subcategorySlug: 'chess-and-strategy',
    skillLevel: 'intermediate',
    description:
      'Most club players know an opening and a few endgames, then drift once the pieces are developed. Mirela Kostova, a grandmaster at nineteen and coach to three national junior champions, teaches how to find a plan in any position, how to spot tactics before your opponent does and how to turn a small advantage into a win. Each lesson uses positions from instructive games and ends with puzzles to solve on your own board.',
    kit: 'a chess board and set, a notebook for your games and about an hour a day',
    outline: `
# Thinking at the board
Leaving the opening | Mirela on the moment the book ends and thinking begins.
Evaluating a position | Material, activity, king safety and structure.
Candidate moves | List your options before calculating.
Blunder checks | A routine to stop giving pieces away.
# Tactics
Forks and pins | The tactics that win most club games.
Skewers and discovered attacks | Hidden threats along lines.
Calculation | See two and three moves ahead clearly.
Combinations | Sacrifice to force a win.
Defending against tactics | Spot your opponent’s threats in time.
# Pawn structure
Pawn structure | How pawns decide where pieces belong.
Isolated and doubled pawns | Weaknesses and hidden strengths.
Passed pawns | Create and push a passed pawn.
Pawn breaks | Open the position at the right moment.
# Pieces
Good and bad bishops | Match bishops to pawn structure.
Knights and outposts | Find squares where knights dominate.
Rooks on open files | Activate rooks and invade the seventh rank.
The queen in the middlegame | Use the queen without overextending.
# Plans
Making a plan | Turn an evaluation into a plan.
Attacking the king | Build an attack on the castled king.
Playing on the queenside | Minority attacks and space.
Prophylaxis | Stop your opponent’s plan before it starts.
Converting an advantage | Turn an extra pawn into a win.
Defending worse positions | Hold on and set problems.
# Practice
Time management | Use the clock wisely.
Studying your own games | Analyse games to find recurring mistakes.
A game explained | Mirela annotates one of her own games.
Your training plan | Build a weekly chess study routine.
`,
  },
  {
    courseSlug: 'strategy-at-the-board',
    subcategorySlug: 'chess-and-strategy',
    skillLevel: 'advanced',
    description:
      'Strategy is the art of deciding what to do when there is nothing to calculate. Mirela Kostova uses chess as a laboratory for long-term thinking, with lessons on planning, patience, prophylaxis and psychology that carry over to Go, poker and business negotiations. Expect deep positional games, honest talk about nerves and a few lessons on how champions prepare.',
    kit: 'a chess board and set, and your own recent games to study',
    outline: `
What strategy is | Mirela on long-term thinking when tactics are quiet.
Imbalances | Find the differences that define a position.
Space | Gain and use space on the board.
Weak squares | Create and occupy holes in the opponent’s camp.
The worst piece | Improve your least active piece.
Two weaknesses | Stretch the defence with threats on both wings.
Prophylactic thinking | Ask what your opponent wants.
Exchanges | Decide which pieces to trade.
Patience | Improve slowly when no break is ready.
Transitioning to the endgame | Choose the right moment to simplify.
Opening choices and strategy | Pick openings that lead to positions you understand.
Psychology at the board | Nerves, confidence and reading your opponent.
Preparing for an opponent | Study a rival’s games before a match.
Strategy beyond chess | What Go and card players know about patience.
Decision-making under pressure | Think clearly with little time.
Learning from losses | Turn defeats into lessons.
A championship game | Mirela replays her title-deciding game.
Your strategy journal | Keep notes that make you stronger.
`,
  },
];
