import type { DemoCurriculum } from './demo-types';

/** Lesson plans of the Business and Science & Tech classes. */
export const businessScienceCurricula: readonly DemoCurriculum[] = [
  {
    courseSlug: 'building-a-company-that-lasts',
    subcategorySlug: 'entrepreneurship',
    skillLevel: 'all',
    description:
      'Priya Ramanathan built a logistics software company from a spare bedroom, ran it profitably for twelve years and sold it on her own terms; then she started again with a furniture workshop. This class is about building a business slowly and well: choosing a problem worth years of your life, charging properly from the first customer, hiring carefully and growing only as fast as your cash allows. It is the opposite of a get-rich-quick course, and all the more useful for it.',
    kit: 'a notebook, a spreadsheet and an idea or business you are already working on',
    outline: `
# Choosing what to build
Why build to last | Priya on profitable, patient companies and the freedom they give.
Problems worth years | Choose a problem you will still care about in a decade.
Talking to customers first | Interview potential customers before building anything.
Testing demand cheaply | Sell before you build with pre-orders and pilots.
# Money
Pricing from day one | Charge enough to stay in business, and say the number out loud.
Unit economics | Know what each sale really earns you.
Cash is oxygen | Forecast cash month by month and never be surprised.
Funding choices | Savings, customers, loans and investors, and what each costs.
Bookkeeping basics | Keep clean books from the first invoice.
# Customers
Your first ten customers | Find and serve early customers by hand.
Sales without sleaze | Listen, propose and follow up honestly.
Keeping customers | Service, support and renewals that compound.
Marketing on a budget | Word of mouth, writing and partnerships.
# People
Your first hire | Know when to hire and who to hire first.
Interviewing well | Structured interviews and work samples.
Paying people fairly | Set salaries you can explain and sustain.
Culture by example | Build the company you would want to work for.
Letting someone go | Part ways with care and clarity.
# Operations
Processes that scale | Write down how things are done before you grow.
Tools and systems | Choose tools that fit a small team.
Legal essentials | Contracts, terms and protecting your work.
# Growth and you
Growing at the right speed | Grow only as fast as cash and people allow.
Saying no | Turn down customers, deals and ideas that pull you off course.
Priya’s hard years | The mistakes that nearly ended her first company.
Looking after yourself | Avoid burnout while running a business.
Selling a company | When and how Priya sold her first business.
Starting again | Why Priya started a furniture workshop and what carried over.
Your five-year plan | Sketch a plan for a business that lasts.
`,
  },
  {
    courseSlug: 'negotiation-without-theatre',
    subcategorySlug: 'negotiation-and-sales',
    skillLevel: 'beginner',
    description:
      'Forget table-thumping and walking out of rooms. Priya Ramanathan negotiates the way she runs companies: with good preparation, plain questions and a strong preference for deals both sides are glad to keep. In this class she covers salaries, supplier contracts, client fees and the small daily negotiations at home and at work, with role-plays you can practise with a friend.',
    kit: 'a notebook and a real negotiation you have coming up',
    outline: `
What negotiation really is | Priya on agreeing terms, not winning fights.
Preparation | Know your goals, limits and alternatives before you speak.
Your walk-away point | Decide in advance when no deal is better.
Understanding the other side | Find out what they need and why.
Asking good questions | Questions that uncover interests.
Anchors and first offers | When to name a number first.
Making concessions | Trade rather than give things away.
Silence | Let pauses do the work.
Negotiating your salary | Ask for more with evidence and calm.
Setting your fees | Quote prices clients respect.
Supplier contracts | Negotiate terms as well as price.
Difficult people | Stay steady when the other side is aggressive.
Saying no | Decline without damaging the relationship.
Negotiating by email | Write messages that move a deal forward.
Closing and writing it down | Confirm agreements so they stick.
Everyday negotiations | Chores, schedules and family decisions.
Role-play | Priya coaches two students through a live negotiation.
`,
  },
  {
    courseSlug: 'a-brand-from-scratch',
    subcategorySlug: 'branding-and-marketing',
    skillLevel: 'beginner',
    description:
      'A brand is not a logo; it is what people remember about you when you are not in the room. Tobias Fenn has designed identities for museums, shops and a national railway, and here he walks through building one from nothing: finding a name, drawing a mark, choosing type and colour, and applying it all consistently on a budget. You will follow him as he brands a small bakery from first conversation to shop sign.',
    kit: 'a sketchbook, a pencil and a project or business that needs a name or identity',
    outline: `
What a brand is | Tobias on reputation, recognition and design.
Knowing what you stand for | Write down what makes the business different.
Naming | Generate, test and choose a name.
Checking a name | Domains, trademarks and saying it aloud.
Sketching marks | Explore logos with pencil before the computer.
Wordmarks and symbols | Decide whether you need a symbol at all.
Type for a brand | Choose one or two typefaces to carry the voice.
Colour for a brand | Pick a palette that works in print and on screen.
Tone of voice | Write the way the brand speaks.
Photography and imagery | Set rules for pictures.
Packaging | Design packaging that sells and survives.
Signs and spaces | Bring the brand onto walls, windows and vans.
The website | Build a simple site that reflects the identity.
Social media | Keep the brand recognisable in small squares.
A brand on a shoestring | Spend where it shows, save where it does not.
Brand guidelines | Write a short guide others can follow.
Rebranding | When to change and when to leave it alone.
The bakery, part one | Tobias meets the owners and sketches ideas.
The bakery, part two | Tobias presents the identity and applies it.
Your brand | Plan an identity for your own project.
`,
  },
  {
    courseSlug: 'leading-small-teams',
    subcategorySlug: 'leadership-and-management',
    skillLevel: 'intermediate',
    description:
      'Most people become managers by accident: they were good at the work, so now they are in charge of other people doing it. Priya Ramanathan has led teams of three and of three hundred, and she believes small teams are where leadership is learned. This class covers hiring, handing out clear work, giving feedback that lands, running short meetings and keeping a team together through hard months.',
    kit: 'a notebook and, if you have one, your team’s current list of work',
    outline: `
From doing to leading | Priya on the shift from doing the work to enabling it.
What a small team needs | Clarity, trust and a reason to care.
Hiring for a small team | Find people who fit the work and each other.
Onboarding well | Make a new colleague useful and welcome in their first month.
Clear work | Write tasks so people know what done looks like.
Delegating | Hand over work and the authority that goes with it.
One-to-ones | Regular conversations that build trust.
Feedback that lands | Give praise and criticism people can use.
Running short meetings | Agendas, decisions and ending on time.
Making decisions together | Decide quickly without steamrolling.
Conflict on a team | Address tension early and fairly.
Remote and hybrid teams | Lead people you rarely see.
Motivation | What keeps people engaged beyond pay.
Underperformance | Help someone improve, or help them move on.
Growing people | Plan development for each person.
Leading through hard months | Keep a team steady through bad news.
Looking after yourself | Manage your own energy as a leader.
Priya’s first team | What Priya got wrong and learned as a first-time manager.
`,
  },
  {
    courseSlug: 'physics-of-everyday-things',
    subcategorySlug: 'physics',
    skillLevel: 'beginner',
    description:
      'Ezra Lindqvist spent fifteen years studying how materials crack under stress, and he has never stopped being delighted by the physics in a kitchen. In this class he explains why kettles sing, why ice floats, why bridges sway and why toast falls the way it does, using nothing more complicated than a table of household objects and clear, patient language. No maths beyond arithmetic is needed.',
    kit: 'curiosity, a kettle, a few glasses of water and a slice of toast you are willing to drop',
    outline: `
# Heat and matter
Physics in the kitchen | Ezra on the science hiding in ordinary objects.
Why kettles sing | Bubbles, collapse and the sound of water about to boil.
Why ice floats | The strange behaviour of water as it freezes.
Heat on the move | Conduction, convection and radiation in a pan.
Why metal feels cold | Temperature, touch and heat flow.
# Forces and motion
Falling toast | Rotation, table height and the butter-side-down problem.
Friction | Why shoes grip, cars stop and tablecloth tricks work.
Balance and centre of mass | Why some things tip and others stand.
Levers everywhere | Scissors, spanners and the maths of leverage.
Spin | Tops, bicycles and why spinning things stay upright.
# Waves, sound and light
Sound and music | How strings, pipes and glasses make notes.
Why the sky is blue | Scattering and the colours of day and dusk.
Rainbows and soap films | Light bending, splitting and interfering.
Mirrors and lenses | Reflection, refraction and why spoons show you upside down.
# Structures and materials
Why things break | Cracks, stress and the science of failure.
Bridges that sway | Resonance, footsteps and wobbly bridges.
Strength in shapes | Arches, triangles and egg shells.
Elastic and plastic | Rubber bands, chewing gum and metal that bends.
# The bigger picture
Energy in your home | Follow energy from the socket to the light.
Electricity made simple | Current, voltage and why fuses blow.
Physics and weather | Clouds, wind and what pressure does.
Thinking like a physicist | Make estimates and test ideas at home.
`,
  },
  {
    courseSlug: 'thinking-in-probabilities',
    subcategorySlug: 'maths-and-reasoning',
    skillLevel: 'intermediate',
    description:
      'Most decisions are bets, whether we admit it or not. Ezra Lindqvist teaches how to think about uncertainty clearly: how to estimate chances, update them when new evidence arrives and avoid the traps that catch doctors, judges and gamblers alike. With dice, coins and real-life examples, the class builds an intuition for probability that you will use in every choice you make.',
    kit: 'a pair of dice, a coin, a pencil and paper',
    outline: `
Every decision is a bet | Ezra on uncertainty in daily life.
What probability means | Frequencies, beliefs and odds.
Counting possibilities | Dice, cards and simple counting.
Independent events | When the past does not affect the future.
The gambler’s fallacy | Why streaks fool us.
Conditional probability | How new information changes chances.
Base rates | Why rare things stay rare even when a test says yes.
Updating beliefs | Bayes’ idea in plain words.
Expected value | Weigh outcomes by their chances.
Risk and reward | Choose between safe and risky options.
Averages and spread | What the average hides.
Randomness looks clumpy | Why real randomness surprises us.
Coincidences | Why unlikely things happen all the time.
Statistics in the news | Read claims and charts with care.
Medical decisions | Understand tests, risks and treatments.
Forecasting | Make and score your own predictions.
Games of chance | What casinos and lotteries count on.
Deciding under uncertainty | A simple framework for big choices.
Living with uncertainty | Ezra on calm in a probabilistic world.
`,
  },
  {
    courseSlug: 'reading-the-night-sky',
    subcategorySlug: 'astronomy',
    skillLevel: 'beginner',
    description:
      'You do not need a telescope to fall in love with the sky. Ezra Lindqvist starts with your own eyes and a dark patch of ground: how to let them adjust, how to find the bright stars and constellations that guide you, and how to tell a planet from a star. Later lessons cover the Moon, meteor showers, binoculars and the physics behind what you are seeing.',
    kit: 'warm clothes, a red torch and, later in the class, a pair of binoculars',
    outline: `
Looking up | Ezra on the oldest science and the easiest to start.
Dark adaptation | Give your eyes time and protect your night vision.
Finding north | Use the sky to orient yourself.
The bright stars | Learn the stars that anchor every season.
Constellations as maps | Use patterns to navigate the sky.
The sky through the year | Why constellations change with the seasons.
Planets and wandering stars | Tell planets from stars and follow them.
The Moon | Phases, craters and the best nights to look.
Meteor showers | When, where and how to watch.
Satellites and the space station | Spot moving lights and predict passes.
Binoculars | Choose and use binoculars for the sky.
Star colours and brightness | What colour and brightness tell us.
The Milky Way | Find our galaxy from a dark site.
Eclipses | Solar and lunar eclipses and how to watch safely.
Light pollution | Find dark skies and protect them.
A night out | Ezra leads a full night of observing.
`,
  },
];
