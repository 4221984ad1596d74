import type { DemoArticle } from './demo-types';

/** Articles on Business, Science & Tech, Wellness, Sports & Games, Home & Lifestyle and Community. */
export const practicalArticles: readonly DemoArticle[] = [
  {
    slug: 'how-to-price-your-first-product',
    title: 'How to Price Your First Product',
    summary:
      'Priya Ramanathan on why new founders almost always charge too little, and how to find a better number.',
    categorySlug: 'business',
    instructorSlug: 'priya-ramanathan',
    publishedDaysAgo: 22,
    body: `
## Everyone undercharges
When I started my first company, I priced our software by asking what I would be willing to pay for it. That was the wrong question. I was not the customer, I had no budget, and I was embarrassed to ask for money. We nearly went under in the second year because every sale cost us more than it earned.

Almost every founder I advise makes the same mistake. A low price feels safe, but it attracts the customers who care most about price, leaves no margin for mistakes and is very hard to raise later.

## Start from value, not cost
Your costs set the floor: below them, each sale loses money. But the price should be set by the value you create for the customer. Ask what problem you solve, what it costs them today and what they would gain if it went away.

If your product saves a business ten hours a month, it is worth a meaningful fraction of ten hours of someone’s wages. If it makes a home cook’s evenings easier, compare it with what they already spend on convenience.

## Test with real offers
The only reliable test of a price is someone paying it. Quote a number that makes you slightly nervous to your next five prospects, and watch what happens. If nobody hesitates, it is too low. If everybody walks away, listen carefully to why.

Write your price down before every sales conversation, and say it out loud without apologising. Confidence in your price is part of what customers are buying.
`,
  },
  {
    slug: 'preparing-for-a-salary-conversation',
    title: 'Preparing for a Salary Conversation',
    summary: 'A calm, evidence-based way to ask for more, from Priya Ramanathan.',
    categorySlug: 'business',
    instructorSlug: 'priya-ramanathan',
    publishedDaysAgo: 140,
    body: `
## Preparation is the negotiation
Most of a salary negotiation happens before you walk into the room. The people who do well are rarely the most forceful; they are the ones who know their numbers, understand the other side’s constraints and have decided in advance what they will accept.

Start by writing down three things: what you are paid now, what people in similar roles are paid, and what you have delivered in the past year.

## Build your case
Collect evidence, not adjectives. Instead of “I work hard”, write “I took over the largest client account and renewed it at a higher fee”. Numbers, results and responsibilities that grew are what persuade a manager who has to justify the decision to someone else.

Then decide on your ask and your walk-away point. Ask for a specific figure, slightly above what you hope to get, and know what you will do if the answer is no.

## In the room
State your case briefly, name the number and then stop talking. Silence feels uncomfortable, but it gives the other person space to respond, and it is often where agreement begins.

If the answer is not yet, ask what would need to be true for it to be yes, and agree on a date to revisit. A clear path to a raise is worth more than a vague promise.
`,
  },
  {
    slug: 'running-a-twenty-minute-meeting',
    title: 'Running a Twenty-Minute Meeting',
    summary: 'Most meetings are too long. Here is how Priya Ramanathan keeps hers short and useful.',
    categorySlug: 'business',
    instructorSlug: 'priya-ramanathan',
    publishedDaysAgo: 9,
    body: `
## Decide the purpose first
Every meeting should exist to make a decision, share information that needs discussion or solve a problem together. If it does none of these, send an email instead. If it does more than one, it is probably two meetings.

A surprising number of regular meetings have outlived their purpose. Once a quarter, list every recurring meeting in your calendar and ask whether anyone would notice if it stopped. Cancel one and see what happens.

Write the purpose as one sentence in the invitation. “Decide which supplier to use for the spring order” is a purpose; “Supplier catch-up” is not.

## Open in thirty seconds
Start on time, even if someone is missing. Restate the purpose, say what a good outcome looks like and name who will make the final call. That opening takes half a minute and saves the rest of the meeting from wandering.

Keep the number of people small. Everyone in the room should be there because the meeting needs them, not because they might be interested.

Share any reading a day ahead and assume people have done it. Reading a document aloud in a meeting is the slowest possible way to share information, and it punishes the people who prepared.

## End with actions
Stop five minutes before the end to agree on what happens next: who does what, by when. Write it down where everyone can see it, and send it round within the hour.

If the meeting finishes early, let people go. Nobody has ever complained about getting time back.

Over a few months, short meetings change a team’s habits. People arrive prepared because they know there will be no time to catch up, and decisions stop drifting from one week to the next.
`,
  },
  {
    slug: 'why-toast-lands-butter-side-down',
    title: 'Why Toast Lands Butter-Side Down',
    summary: 'It is not bad luck. Ezra Lindqvist explains the physics of falling toast, and how to beat it.',
    categorySlug: 'science-tech',
    instructorSlug: 'ezra-lindqvist',
    publishedDaysAgo: 175,
    body: `
## Not just bad luck
It feels like the universe is against you: toast slides off the plate and lands, with depressing reliability, butter-side down. But this is not a cosmic joke. It is mostly a consequence of the height of kitchen tables and the speed at which toast rotates.

When a slice slides off the edge of a table, it tips over the edge and starts to spin. How far it turns before it hits the floor depends on how fast it spins and how long it falls.

## Half a turn
From a typical table height of about seventy-five centimetres, a falling slice has time to rotate roughly half a turn. If it started butter-side up, half a turn means butter-side down. The butter itself adds almost nothing; the geometry does all the work.

Tables would need to be around three metres tall for toast to complete a full rotation and land butter-side up again. Table heights are set by the size of human bodies, so in a sense, the problem is us.

## How to win
If you see the toast going, give it a quick flick as it leaves the table. Changing its spin, either faster or slower, changes where it is in its rotation when it lands.

Or, more practically, eat breakfast at a lower table. The same physics explains why toast dropped from a coffee table is much more likely to land the right way up.
`,
  },
  {
    slug: 'how-to-spot-a-planet',
    title: 'How to Spot a Planet with Your Own Eyes',
    summary:
      'Five planets are visible without a telescope. Ezra Lindqvist shows how to tell them from stars.',
    categorySlug: 'science-tech',
    instructorSlug: 'ezra-lindqvist',
    publishedDaysAgo: 52,
    body: `
## Wanderers among the stars
The word planet comes from the Greek for wanderer. Ancient skywatchers noticed that a few bright points of light moved slowly against the fixed patterns of the stars, night after night. Five of them, Mercury, Venus, Mars, Jupiter and Saturn, are easy to see with the naked eye once you know what to look for.

You do not need dark countryside skies. Planets are bright enough to show up over most cities.

## Steady light
The simplest test is twinkling. Stars are so far away that they are effectively single points, and the moving air above us makes them flicker. Planets are close enough to appear as tiny discs, so their light is steadier.

Look along the path the Sun and Moon take across the sky. Planets are always found near this line, and a bright, steady light there is almost certainly one of them.

## Which is which
Venus is the brightest, dazzling white low in the west after sunset or the east before dawn. Jupiter is bright and creamy, often high in the sky for months. Mars has a distinct orange tint, and Saturn is a steady, pale gold.

Check an astronomy app or almanac to see which planets are up this month, then go out and find them without looking at the screen. Seeing one yourself is a different experience from being shown it.
`,
  },
  {
    slug: 'a-ten-minute-evening-wind-down',
    title: 'A Ten-Minute Evening Wind-Down',
    summary: 'A simple routine from Kalani Brooks to help your body and mind shift towards sleep.',
    categorySlug: 'wellness',
    instructorSlug: 'kalani-brooks',
    publishedDaysAgo: 66,
    body: `
## Sleep starts before bed
We treat sleep like a switch, expecting to go from a busy evening straight to rest. The body does not work that way. It needs a signal that the day is over, and a short routine, repeated every night, becomes that signal.

This is the ten-minute routine I use with the athletes I coach, and with myself after long days.

## Dim and put down
Lower the lights in your home an hour before bed, and put your phone somewhere you cannot reach from your pillow. Bright light and endless scrolling both tell your brain it is still daytime.

Write down anything on your mind: tomorrow’s tasks, a worry, a loose end. Putting it on paper means your mind does not have to keep holding it.

## Breathe and stretch
Sit or lie comfortably and breathe in through your nose for four counts, then out for six. Longer out-breaths slow the heart rate and calm the nervous system. Ten slow breaths are enough to feel the difference.

Finish with a few gentle stretches: knees to chest, a slow twist to each side, and legs up against the wall for a minute. Then go to bed, even if you do not feel sleepy yet. The routine is working even on nights it feels like it is not.
`,
  },
  {
    slug: 'your-first-long-run',
    title: 'Your First Long Run',
    summary: 'How to run further than you ever have before, comfortably, from coach Kalani Brooks.',
    categorySlug: 'sports-games',
    instructorSlug: 'kalani-brooks',
    publishedDaysAgo: 118,
    body: `
## Slower than you think
The most common mistake on a first long run is pace. Runners set off at the speed of their usual short runs and fade badly halfway. A long run should feel easy enough that you could chat in full sentences throughout.

If that means walking up hills, walk. Time on your feet is what builds endurance, not speed.

A heart-rate monitor can help if you tend to push too hard, but your breathing is a perfectly good guide. If you cannot finish a sentence without gasping, slow down until you can.

## Plan the route
Choose a route with few road crossings and somewhere to stop for water, or carry a bottle. Loops near home are ideal for a first attempt: if something goes wrong, you are never far from your front door.

Add no more than ten or fifteen minutes to your longest run so far. Endurance grows steadily, week by week; a sudden jump invites injury.

Tell someone where you are going and roughly how long you expect to be out. On a long run, the small things, a blister, a missed turn, a sudden shower, take longer to deal with than you expect.

## During and after
Take a few sips of water every twenty minutes, and on runs longer than ninety minutes, some simple carbohydrate such as a banana or a few sweets. Notice how your body feels rather than checking your watch every minute.

Afterwards, walk for five minutes, eat something within an hour and expect to feel tired the next day. Then notice, a week later, how much easier the same distance feels.

Write down how the run went: the distance, the time, what you ate and how you felt at the end. After a few weeks, that notebook becomes the best coach you have, showing patterns no plan could predict.
`,
  },
  {
    slug: 'repotting-without-tears',
    title: 'Repotting Without Tears',
    summary: 'When your houseplant needs a bigger home, and how to move it without setting it back.',
    categorySlug: 'home-lifestyle',
    instructorSlug: 'ottilie-marsh',
    publishedDaysAgo: 5,
    body: `
## Does it need repotting?
Most houseplants need a larger pot every year or two. Look for roots growing out of the drainage holes, water running straight through without soaking in, or a plant that dries out within a day or two of watering.

Spring is the best time, when plants are starting to grow and will recover quickly. Avoid repotting a plant that is flowering or clearly stressed.

## Choose the right pot
Go up only one size, about two to five centimetres wider than the current pot. A much larger pot holds more wet compost than the roots can use, and wet compost is how most houseplants die.

Always use a pot with drainage holes. If you love a decorative pot without them, use it as an outer cover and keep the plant in a plain plastic pot inside.

## The move itself
Water the plant the day before, so the root ball holds together. Tip it out gently, tease apart any circling roots with your fingers and set it in the new pot at the same depth as before, filling around it with fresh compost.

Water it well, let it drain and keep it out of direct sun for a week. A little drooping is normal; it is the plant settling into its new home.
`,
  },
  {
    slug: 'how-to-speak-at-a-council-meeting',
    title: 'How to Speak at a Council Meeting',
    summary:
      'Three minutes at the microphone can change a decision. Samuel Adeyemi-Ross explains how to use them.',
    categorySlug: 'community-government',
    instructorSlug: 'samuel-adeyemi-ross',
    publishedDaysAgo: 36,
    body: `
## Your three minutes matter
As a mayor, I listened to thousands of public comments. Most were forgotten by the next agenda item. A few changed my mind, and some changed the outcome of a vote. The difference was rarely passion; it was preparation.

Most councils let residents speak for two or three minutes, either on specific agenda items or in a general comment period. Check the rules on your council’s website and sign up in advance if required.

## Say one thing well
Pick a single point and make it clearly. Start by saying who you are, where you live and what you are asking for. Then give one reason, ideally a specific local example that the councillors can picture.

Write it out and read it aloud with a timer. Three minutes is about four hundred words, and nerves make everyone speak faster or lose their place.

## After you sit down
Follow up with a short email to each councillor restating your request, and attach any evidence you mentioned. Councillors read their email, and a written record reaches those who were not listening closely.

Bring neighbours next time. Ten residents making the same request, each in their own words, is far harder to ignore than one.
`,
  },
];
