import type { DemoCurriculum } from './demo-types';

/** Lesson plans of the Home & Lifestyle and Community & Government classes. */
export const homeCommunityCurricula: readonly DemoCurriculum[] = [
  {
    courseSlug: 'the-kitchen-garden',
    subcategorySlug: 'gardening',
    skillLevel: 'beginner',
    description:
      'Ottilie Marsh tends a two-acre walled garden that feeds a village school and three restaurants, but she started with a windowsill of herbs. This class shows how to plan, plant and harvest a kitchen garden of any size, from a few containers to a full plot. You will learn to build healthy soil, sow at the right time, keep pests in check without chemicals and harvest steadily from spring to the first frost.',
    kit: 'a spade, a hand trowel, a watering can and a patch of ground or a few large pots',
    outline: `
# Planning
Why grow your own | Ottilie on flavour, thrift and the pleasure of picking dinner.
Reading your site | Sun, shade, wind and water where you live.
Planning beds | Lay out beds you can reach and keep.
What to grow first | Choose easy, productive crops.
# Soil
Understanding soil | Texture, structure and life underground.
Making compost | Turn scraps and clippings into rich soil.
No-dig beds | Build beds by layering rather than digging.
# Sowing and planting
Sowing seeds indoors | Start seeds on a windowsill.
Sowing outdoors | Sow directly into beds at the right time.
Planting out | Harden off and transplant seedlings.
Succession sowing | Sow little and often for steady harvests.
# Growing season
Watering well | Water deeply and less often.
Feeding plants | Natural feeds and when to use them.
Pests without poison | Encourage predators and protect crops.
Supports and training | Stake tomatoes and train beans.
Weeds | Keep weeds down without endless work.
# Harvest and beyond
Harvesting | Pick at the right moment for flavour.
Storing the harvest | Keep roots, squash and onions through winter.
Saving seed | Collect seed from your best plants.
Putting the garden to bed | Prepare beds for winter and next spring.
`,
  },
  {
    courseSlug: 'houseplants-without-heartbreak',
    subcategorySlug: 'indoor-plants',
    skillLevel: 'beginner',
    description:
      'Ottilie Marsh has grown food outdoors all her life and admits she killed houseplants for nearly as long. In this class she shares what finally worked: choosing plants for the light you really have, watering by need rather than by calendar, and noticing trouble early. You will tour her own windowsills and learn to revive a plant that looks beyond saving.',
    kit: 'a watering can, a few pots with drainage holes and a bag of peat-free compost',
    outline: `
Why houseplants die | Ottilie on the common causes and how to avoid them.
Reading your light | Measure the light in each room.
Choosing plants | Match plants to light, space and habits.
Pots and drainage | Choose containers that keep roots healthy.
Watering by need | Check soil and water only when needed.
Humidity | Help tropical plants in dry homes.
Feeding | When and how to feed indoor plants.
Repotting | Move a plant up a size without shock.
Pruning and shaping | Keep plants bushy and tidy.
Propagation | Grow new plants from cuttings.
Pests indoors | Spot and treat common pests.
Holidays | Keep plants alive while you are away.
Plants for dark rooms | Options for low light.
Reviving a sick plant | Diagnose and rescue a struggling plant.
Ottilie’s windowsills | A tour of the plants in Ottilie’s house.
`,
  },
  {
    courseSlug: 'rooms-that-feel-like-you',
    subcategorySlug: 'interiors',
    skillLevel: 'all',
    description:
      'Hana Vesterlund designs rooms for people who actually live in them: who cook, read, work and leave things on the floor. In this class she shows how to arrange furniture around the way you move, how to layer light for every hour of the day, and how to use colour, pattern and objects so a home tells your story rather than a catalogue’s. You will follow her as she transforms a small rented flat without picking up a drill.',
    kit: 'a tape measure, graph paper, a phone camera and a room you want to change',
    outline: `
A home is a story | Hana on rooms that reflect the people in them.
How you really live | Observe how you use each room.
Measuring and planning | Draw a simple floor plan.
Arranging furniture | Place furniture for conversation and movement.
Zones in small spaces | Divide one room into areas for different uses.
Layering light | Combine ceiling, lamp and task light.
Colour in a room | Choose a palette for walls and furnishings.
Pattern at home | Mix rugs, cushions and curtains with confidence.
Texture | Add wood, wool and linen for warmth.
Storage that looks good | Hide clutter and show what you love.
Displaying objects | Arrange shelves and surfaces.
Art on walls | Hang pictures at the right height and in groups.
Plants in interiors | Bring life into rooms.
Renting without regret | Change a rented home without losing your deposit.
Buying second-hand | Find good furniture at low prices.
The bedroom | Make a calm room for rest.
The kitchen | Organise a kitchen around how you cook.
The small flat, part one | Hana plans a makeover of a rented flat.
The small flat, part two | The finished flat and what made the difference.
`,
  },
  {
    courseSlug: 'pottery-on-the-wheel',
    subcategorySlug: 'crafts-and-making',
    skillLevel: 'beginner',
    description:
      'Wren Halloran throws tableware for restaurants from a converted dairy, and she insists that anyone with patience can learn the wheel. This class starts with wedging and centring, the two skills that frustrate every beginner, and builds to a matching set of bowls, mugs with pulled handles and a simple glaze you can mix yourself. Wren shows her mistakes as readily as her successes, and explains how to find a studio and kiln if you do not own one.',
    kit: 'access to a potter’s wheel and kiln (many community studios rent both), clay, a sponge and a wire tool',
    outline: `
# Clay and the wheel
Why make pots | Wren on useful objects made by hand.
Understanding clay | Stoneware, earthenware and how clay behaves.
Wedging | Prepare clay so it is even and free of air.
Setting up the wheel | Position, speed and water.
Centring | The hardest skill, broken into steps.
# Throwing
Opening the clay | Open a centred lump evenly.
Pulling walls | Raise walls with steady pressure.
A simple cylinder | Throw the shape behind most pots.
Throwing bowls | Shape a curve that will not collapse.
Making a set | Throw matching pieces by weight and measure.
Mugs | Throw a mug body sized for the hand.
Pulling handles | Pull and attach a comfortable handle.
# Finishing
Drying without cracks | Dry pots slowly and evenly.
Trimming | Trim a foot ring on leather-hard pots.
Decorating with slip | Add colour and texture before firing.
Bisque firing | What happens in the first firing.
# Glazing
Glaze basics | What glaze is and how it melts.
Mixing a simple glaze | Mix a reliable glaze from a recipe.
Applying glaze | Dip, pour and brush evenly.
Glaze firing | Load a kiln and fire safely.
# Living with pots
Fixing failures | Learn from cracks, warps and runs.
Wren’s studio day | A day of throwing for a restaurant order.
`,
  },
  {
    courseSlug: 'organising-your-neighbourhood',
    subcategorySlug: 'community-organising',
    skillLevel: 'beginner',
    description:
      'Samuel Adeyemi-Ross began as a volunteer in a tenants association and went on to serve three terms as mayor. He has never forgotten that most real change starts with a few neighbours in a kitchen. This class teaches how to find a shared problem, bring people together around it, choose a winnable goal and keep a group going long after the first meeting. It is full of stories from campaigns that succeeded and a few that did not.',
    kit: 'a notebook, a list of neighbours you know by name and a local issue you care about',
    outline: `
Why organise | Samuel on power, neighbours and shared problems.
Listening first | Knock on doors and hear what people care about.
Finding the issue | Turn complaints into a concrete issue.
Mapping power | Find who can make the change.
Building a core team | Recruit the first few committed people.
The first meeting | Run a meeting that people come back to.
Choosing a winnable goal | Pick a goal that is specific and achievable.
A campaign plan | Plan steps, tactics and deadlines.
Recruiting more people | Grow beyond friends and neighbours.
Telling your story | Explain the issue in a way people remember.
Working with the press | Get local media to cover your campaign.
Petitions and letters | Use written pressure well.
Meeting decision-makers | Prepare for meetings with officials.
Public actions | Plan visible, peaceful actions.
Winning small | Celebrate early wins to build momentum.
When you lose | Keep the group together after a defeat.
Money for groups | Raise small funds honestly.
Keeping volunteers | Share work and recognise effort.
Conflict in groups | Handle disagreements fairly.
Coalitions | Work with other groups and unions.
From campaign to organisation | Build something that lasts.
A campaign story | Samuel tells the story of the park that was saved.
`,
  },
  {
    courseSlug: 'how-local-government-works',
    subcategorySlug: 'civics',
    skillLevel: 'all',
    description:
      'Who decides when the pothole outside your door gets fixed, and how could you change their mind? Samuel Adeyemi-Ross, a former three-term mayor, follows real kinds of decisions from a council agenda to the street: budgets, planning permission, schools, transport and policing. You will learn how meetings work, where the money comes from, and how ordinary residents can take part long before a vote.',
    kit: 'your council’s website open in another tab and a notebook',
    outline: `
# The basics
Why local government matters | Samuel on the decisions closest to your life.
Who does what | Councils, mayors, officers and agencies.
Elections and terms | How local leaders are chosen.
The council meeting | How meetings run and how to follow them.
Reading an agenda | Find the items that affect you.
# Money
Where the money comes from | Taxes, fees and grants.
The budget cycle | How a budget is drafted, debated and passed.
Reading a budget | Find the numbers that matter.
Borrowing and debt | How councils pay for big projects.
# Services
Roads and potholes | Follow a repair from report to tarmac.
Planning and housing | How planning permission is decided.
Schools | The role of local government in education.
Transport | Buses, bike lanes and parking decisions.
Policing and safety | Local oversight of public safety.
Parks and libraries | How shared spaces are funded and run.
Waste and recycling | Contracts, costs and collection.
# Taking part
Public comment | Speak at a meeting effectively.
Contacting representatives | Write and call in ways that get noticed.
Consultations | Respond to consultations so your view counts.
Freedom of information | Request documents and data.
Boards and commissions | Join a local board.
Running for office | What it takes to stand for council.
# Inside stories
A budget fight | Samuel recalls a hard budget year.
A planning battle | The story of a contested development.
Working across parties | Finding agreement with opponents.
What Samuel learned | Lessons from three terms as mayor.
`,
  },
  {
    courseSlug: 'speaking-to-a-room',
    subcategorySlug: 'public-speaking',
    skillLevel: 'beginner',
    description:
      'Samuel Adeyemi-Ross has spoken at packed public meetings where half the room wanted him gone. In this class he teaches how to prepare a short, clear message, how to stand and breathe so your voice carries, and how to handle hostile questions without losing your temper or your point. Whether it is a council chamber, a wedding or a team meeting, you will learn to be heard and believed.',
    kit: 'a phone to record yourself and a short talk you need to give',
    outline: `
Why speaking matters | Samuel on being heard in public life.
Knowing your point | Sum up your message in one sentence.
Knowing your audience | Speak to the people in the room.
Structure | Open, three points and a close.
Stories | Use a story to make a point stick.
Writing for the ear | Write sentences that are easy to say and hear.
Notes, not scripts | Speak from notes without reading.
Breath and voice | Project without shouting.
Body and stance | Stand, move and gesture with purpose.
Eye contact | Connect with a room one person at a time.
Nerves | Turn adrenaline into energy.
Three minutes at a public meeting | Make a short public comment count.
Hostile questions | Stay calm and answer well.
Speaking without preparation | Think on your feet.
Speaking online | Present well on video calls.
Practising well | Rehearse in ways that build confidence.
Samuel’s speech | Samuel gives and dissects a speech at a town meeting.
`,
  },
];
