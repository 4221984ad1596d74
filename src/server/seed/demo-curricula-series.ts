import type { DemoCurriculum } from './demo-types';

/** Episodes of the three series and parts of the two documentaries. */
export const seriesCurricula: readonly DemoCurriculum[] = [
  {
    courseSlug: 'great-games-retold',
    subcategorySlug: 'chess-and-strategy',
    skillLevel: 'all',
    description:
      'Some chess games are remembered for a single move; others for the hours of pressure before it. In this series Mirela Kostova retells eight celebrated games from the fictional Northern Championship, reconstructed move by move with the players’ notes, the gossip of the tournament hall and the moments where everything could have gone the other way. No chess knowledge is needed to enjoy them, and club players will find plenty to study.',
    kit: 'nothing but curiosity, though a board lets you replay the moves',
    outline: `
The Quiet Sacrifice | A teenage qualifier gives up her queen on move nineteen and the hall falls silent.
Forty Moves in the Snow | A game played through a power cut, finished by candlelight.
The Draw That Wasn’t | Two old rivals agree a draw, then one of them changes his mind.
Zugzwang at Midnight | The longest game of the championship ends with a single pawn move.
The Fortress | How a lost position was held for sixty moves with a rook and a prayer.
The Clock Runs Out | Time pressure turns a winning position into chaos.
The Student and the Champion | A coach meets her former pupil in the final round.
The Last Round | The championship decided on the final board, move by move.
`,
  },
  {
    courseSlug: 'inside-city-hall',
    subcategorySlug: 'civics',
    skillLevel: 'all',
    description:
      'For one season, cameras followed the council of a fictional river city as it argued over a budget, a bridge and a bus route. Samuel Adeyemi-Ross, who once sat in the mayor’s chair of a city much like it, guides each episode: what is really being decided, who holds the power in the room, and how residents changed the outcome. New episodes arrive every week.',
    kit: 'nothing; a notebook helps if you want to follow your own council too',
    outline: `
The Agenda | A new council term begins and the first agenda is already overflowing.
The Budget Gap | A shortfall forces a choice between libraries, buses and road repairs.
Public Comment | Residents fill the chamber to speak against a library closure.
The Bridge | An ageing bridge, a rising repair bill and a vote nobody wants to take.
The Bus Route | A proposed route change divides two neighbourhoods.
Behind Closed Doors | Negotiations between councillors before a crucial vote.
The Vote | The budget comes to the floor and the count is closer than expected.
After the Cameras | What changed on the streets once the decisions were made.
`,
  },
  {
    courseSlug: 'small-wonders',
    subcategorySlug: 'physics',
    skillLevel: 'beginner',
    description:
      'Ezra Lindqvist finds extraordinary physics in ordinary things. In ten short films he explores the forces at work in a soap bubble, a sandcastle, a spinning coin and a cup of tea, using slow-motion cameras, simple experiments and the kind of explanations that make you want to try it yourself. Each episode stands on its own; together they are a gentle tour of how the world works.',
    kit: 'a few household objects if you want to try the experiments yourself',
    outline: `
Soap Bubbles | Why bubbles are round, colourful and so short-lived.
Sandcastles | The surprising physics of wet sand and why dry sand will not stand.
The Spinning Coin | Why a coin speeds up its rattle as it falls.
A Cup of Tea | Convection, evaporation and why stirring helps.
Raindrops | Why raindrops are not tear-shaped and how fast they fall.
The Humble Spoon | Reflections, heat and the spoon in a glass of water.
Paper Planes | Lift, drag and the perfect fold.
Ice on the Pond | Why lakes freeze from the top down.
Footsteps on a Bridge | Resonance and the bridge that swayed.
The Night Sky in a Jar | Light, scattering and the colours of the sky in a jar of water.
`,
  },
  {
    courseSlug: 'the-long-field',
    subcategorySlug: 'independent-filmmaking',
    skillLevel: 'all',
    description:
      'With a crew of seven, a borrowed farmhouse and nineteen shooting days, Reuben Castellano set out to make his sixth feature. This documentary follows the production from the first location scout to the festival premiere: rain that wiped out a week, an actor who nearly walked away and the edit that found a different film inside the footage. It is an honest portrait of how independent films really get made.',
    kit: 'nothing; filmmakers may want a notebook',
    outline: `
Part One: The Farm | Reuben scouts the farmhouse and convinces the owners to let a film crew in.
Part Two: Nineteen Days | The shoot begins, the weather turns and the schedule starts to bend.
Part Three: The Edit | Months in a small room turn thirty hours of footage into ninety minutes.
Part Four: The Premiere | The crew reunites at a festival to watch the film with an audience.
`,
  },
  {
    courseSlug: 'harbour-at-first-light',
    subcategorySlug: 'street-and-documentary',
    skillLevel: 'all',
    description:
      'For a year, Ines Carvalho-Brandt arrived at a working fish harbour before dawn, camera in hand. This documentary follows her through the seasons as she earns the trust of fishers, auction workers and net menders, and builds a body of photographs about a way of life that is quietly disappearing. It is about patience, respect and what it takes to photograph a place truly.',
    kit: 'nothing; photographers may want to watch with a camera nearby',
    outline: `
Part One: Winter | Ines arrives at the harbour and is mostly ignored.
Part Two: Spring | The first portraits, the first invitations onto the boats.
Part Three: Summer | Long days, a storm at sea and the pictures that almost did not happen.
Part Four: Autumn | Ines edits a year of work and shows it to the people in it.
`,
  },
];
