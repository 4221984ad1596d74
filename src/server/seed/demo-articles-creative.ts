import type { DemoArticle } from './demo-types';

/** Articles on Writing, Music, Film & TV, Design & Style and Photography. */
export const creativeArticles: readonly DemoArticle[] = [
  {
    slug: 'how-to-finish-a-first-draft',
    title: 'How to Finish a First Draft',
    summary: 'Idris Calloway on lowering the stakes of each writing day until the whole book is on the page.',
    categorySlug: 'writing',
    instructorSlug: 'idris-calloway',
    publishedDaysAgo: 45,
    body: `
## The draft is not the book
Most unfinished novels die in the middle, and most of them die because the writer is trying to write the finished book on the first attempt. A first draft has one job: to exist. It is the block of marble, not the statue.

When I start a novel, I give myself permission to write badly for months. Sentences can be clumsy, scenes can be summaries, characters can change names halfway through. I leave notes in square brackets and keep moving.

## A daily quota you can keep
Pick a number of words so small it feels silly: three hundred, even two hundred. The point is to write every day without negotiation, because momentum matters more than volume. On good days you will write far more; on bad days you will still have kept the chain unbroken.

Stop in the middle of a scene, ideally in the middle of a sentence. The next morning you will know exactly where to begin, and the hardest part of writing, starting, is already done.

## When you get lost
Every draft reaches a point where the plan stops making sense. Do not go back and revise the beginning. Write a note to yourself about what has changed, adjust the plan for the remaining chapters and carry on as though the earlier pages already matched.

If a scene will not come, skip it. Write a sentence describing what happens, mark it, and move to the next scene you can see clearly. Gaps are far easier to fill once you know how the book ends.

## Reaching the end
The last chapters of a first draft are often rushed and that is fine. Type the final line, save the file twice and put it away for at least three weeks. When you come back, you will read it as a stranger, and that is when the real work of revision can begin.

Mark the day. Finishing a draft is something most people who start a novel never do, and the habits that got you there are the ones that will carry you through the next one.
`,
  },
  {
    slug: 'keeping-a-poets-notebook',
    title: 'Keeping a Poet’s Notebook',
    summary: 'Noor Haddad on the daily habit that feeds every poem she writes, and how to start your own.',
    categorySlug: 'writing',
    instructorSlug: 'noor-haddad',
    publishedDaysAgo: 160,
    body: `
## Why a notebook
Poems rarely arrive whole. They arrive as fragments: a phrase overheard on a bus, the exact colour of a neighbour’s door, the way my grandmother folded a tea towel into quarters. If I do not write these down, they are gone by evening.

A notebook is where those fragments wait until they are needed. Years later, a line from an old page can unlock a poem I could not have written at the time.

## What goes in it
Write down what you notice, as precisely as you can. Not “a beautiful sunset” but “the sky the colour of a bruised plum over the car park”. Precision is the habit that makes poems; vagueness is the habit that ruins them.

Include things that puzzle you, words you like the sound of, dreams, arguments, lists. Nothing is too small. The notebook is not for anyone else to read, so it does not need to be good.

## Making it a habit
Carry it everywhere, or use the notes on your phone if that is what you will actually keep. Give it five minutes at the same time every day, even if you only write one line.

Once a month, read back through the pages with a pencil. Underline anything that still has energy. Those underlined lines are where your next poems are waiting.
`,
  },
  {
    slug: 'writing-about-people-you-love',
    title: 'Writing About the People You Love',
    summary: 'How to tell the truth about family and friends in memoir without cruelty or cowardice.',
    categorySlug: 'writing',
    instructorSlug: 'noor-haddad',
    publishedDaysAgo: 33,
    body: `
## The hardest part of memoir
Sooner or later, everyone who writes about their own life has to write about other people. Parents, siblings, former partners and old friends all appear in our stories, and they did not ask to be characters.

Students often freeze here. They worry about hurting someone, or about being accused of lying, so they write around the people who matter most and the work goes flat.

## Write first, decide later
My rule is simple: write the first draft as if nobody you know will ever read it. Put everything down, including the parts that frighten you. You cannot judge what belongs in a piece until it exists.

Decisions about what to publish come much later, during revision, when you can see what the story actually needs. Often the cruelest details turn out to be unnecessary, and the most tender ones are what the essay is about.

## Fairness on the page
Give the people you write about the same complexity you give yourself. Show their reasons, their history and their better moments, even when you are describing harm they caused. Readers trust a narrator who is fair, and distrust one who is settling scores.

Be honest about the limits of your memory, too. Phrases like “as I remember it” are not weakness; they are accuracy.

## Before you publish
Consider showing the piece to the people in it, or at least telling them it exists. You do not need their permission to tell your own story, but a conversation can prevent a rupture and sometimes adds details you had forgotten.

In the end, you are responsible for what you publish. Ask yourself whether each painful detail serves the story or only serves your anger, and let that answer guide the final cut.
`,
  },
  {
    slug: 'how-to-finish-a-song',
    title: 'How to Finish a Song',
    summary: 'Sunniva Dahl’s rules for getting from a promising fragment to a song you can play for people.',
    categorySlug: 'music',
    instructorSlug: 'sunniva-dahl',
    publishedDaysAgo: 58,
    body: `
## The ninety percent problem
Most songwriters have dozens of songs that are almost finished. There is a great chorus with no second verse, a verse that never found a chorus, a bridge that might belong to something else. Finishing is a separate skill from writing, and it can be learned.

I finish more songs now than I did at twenty-five, not because I have more ideas but because I have stopped waiting for perfect ones.

## Set a deadline
Give every new idea a finishing date, usually a week. By then it must be playable from start to end, even if some lines are placeholders. A finished song with two weak lines is more useful than a perfect fragment, because you can play it, hear it and fix it.

When a line will not come, sing nonsense syllables in its place and move on. The melody often tells you what the words should be once the rest of the song exists.

## Know when it is done
A song is finished when changing it makes it different rather than better. Play it for one trusted listener, watch their face rather than listening to their advice, and notice where their attention drifts. That is the part to tighten.

Then record a simple demo and move on to the next song. You can always come back, and you will often find that the next song taught you how to fix the last one.
`,
  },
  {
    slug: 'a-five-minute-warm-up-for-singers',
    title: 'A Five-Minute Warm-Up for Singers',
    summary: 'A short daily routine to wake up your breath and voice before you sing, from Sunniva Dahl.',
    categorySlug: 'music',
    instructorSlug: 'sunniva-dahl',
    publishedDaysAgo: 230,
    body: `
## Why warm up
Your voice is made of muscles, and like any muscles they work better and more safely when warm. Five minutes before singing, or even before an important phone call, makes your voice steadier, clearer and less likely to tire.

The routine below is gentle on purpose. It should never hurt, and if anything feels scratchy, stop and drink some water.

## Breath and body
Start by standing tall with your knees soft and your shoulders relaxed. Breathe in slowly through your nose for four counts, feeling your ribs widen, then hiss the air out for eight counts. Repeat five times.

Roll your shoulders, stretch your neck gently from side to side and massage your jaw with your fingertips. Tension in these places goes straight into the sound.

## Waking the voice
Hum on a comfortable note, lips closed, and feel the buzz on your lips and nose. Slide the hum slowly up and down like a siren, covering your whole range without pushing at the top.

Finish with lip trills: blow air through loosely closed lips so they flutter, and add pitch as you go. They feel silly and work wonderfully, balancing breath and voice better than almost any other exercise.
`,
  },
  {
    slug: 'what-a-director-says-between-takes',
    title: 'What a Director Says Between Takes',
    summary:
      'Reuben Castellano on short, playable notes that change a performance without breaking an actor’s focus.',
    categorySlug: 'film-tv',
    instructorSlug: 'reuben-castellano',
    publishedDaysAgo: 104,
    body: `
## The thirty-second window
Between takes, a director usually has less than a minute with an actor. The crew is resetting, the light is changing and the actor is trying to hold onto whatever they found. What you say in that window can make the next take, or ruin it.

The worst notes are long, abstract or about the result. “Be more angry” tells an actor what you want to see, not what to play, and usually produces shouting.

## Notes actors can play
Give actors something to do rather than something to feel. Try a verb: “this time, try to make her laugh”, or “you are trying to get him out of the room”. A new intention changes the whole performance from the inside.

Adjust circumstances as well. “It is much later than you thought” or “you have just seen the letter on the table” gives the actor a new reality to respond to, and the emotion follows without being forced.

## Protecting the good takes
Say what worked before you say what to change. Actors cannot see themselves, and if you only correct, they will lose the parts you wanted to keep.

And sometimes the best note is no note at all. If a take was alive, say “lovely, once more exactly as you like” and get out of the way.
`,
  },
  {
    slug: 'a-low-budget-shooting-schedule',
    title: 'Building a Low-Budget Shooting Schedule',
    summary:
      'How to plan a short shoot so the hardest days are protected and the crew still gets some sleep.',
    categorySlug: 'film-tv',
    instructorSlug: 'reuben-castellano',
    publishedDaysAgo: 280,
    updatedDaysAgo: 70,
    body: `
## The schedule is the budget
On a small film, time is the most expensive thing you have. Every extra day means more food, more fees and more favours spent. A good schedule is the difference between finishing the film and running out of money with half the scenes shot.

Start by breaking the script into scenes and listing what each one needs: location, actors, props, time of day and anything unusual, such as rain, children or a moving car.

## Group, then protect
Group scenes by location first, then by actor. Moving a crew is slow, so shoot everything at one place before leaving. Book expensive or busy actors for as few days as possible, even if it means shooting out of order.

Put your most difficult scenes early in the week, when everyone is fresh, and never on the final day, when there is no room to go over. Schedule the first day as something you know you can finish; a win on day one sets the tone for the whole shoot.

## Leave room to breathe
Plan for ten or eleven hours a day, not fourteen. Tired crews make mistakes, and mistakes cost more than the hours saved. Keep a list of small scenes that can be shot quickly if a day goes well, and a list of scenes that can be cut or simplified if it does not.

Finally, share the schedule widely and update it every night. A crew that knows the plan can solve problems before you notice them.
`,
  },
  {
    slug: 'paint-colours-for-a-north-facing-room',
    title: 'Choosing Paint for a North-Facing Room',
    summary:
      'Hana Vesterlund on why grey walls look gloomy in cool light, and the colours that glow instead.',
    categorySlug: 'design-style',
    instructorSlug: 'hana-vesterlund',
    publishedDaysAgo: 12,
    body: `
## The light you actually have
In the northern hemisphere, a room facing north never gets direct sun. Its light is cool, steady and slightly blue all day. That is why artists love north light for painting, and why so many north-facing sitting rooms feel cold and flat.

The usual instinct is to paint such a room white or pale grey to make it brighter. In cool light, those colours turn murky and blue, and the room feels even colder.

## Colours that glow
Instead, work with the light rather than against it. Warm whites with a little yellow or red in them look soft rather than grey. Earthy colours such as ochre, terracotta and warm olive hold their warmth beautifully in north light.

Do not be afraid of depth, either. A deep, warm colour such as a dark green or a rich plum can make a north-facing room feel enclosed and cosy, which is often more pleasant than a failed attempt at brightness.

## Test before you commit
Paint large samples, at least an A3 sheet, and move them around the room over a whole day. Look at them in the morning, at midday and under your own lamps in the evening. Colour changes more than you expect.

Choose the sample you keep looking at, not the one you think you should like. You are the one who will live with it.
`,
  },
  {
    slug: 'pairing-typefaces',
    title: 'Pairing Typefaces Without Fuss',
    summary: 'Tobias Fenn’s three rules for choosing two typefaces that work together on a page or screen.',
    categorySlug: 'design-style',
    instructorSlug: 'tobias-fenn',
    publishedDaysAgo: 190,
    body: `
## Two is usually enough
Most good designs use one or two typefaces. More than that and the page starts to feel like a ransom note. If in doubt, use one family with several weights; it will always look coherent.

When you do pair two faces, each should have a clear job. One carries the long reading text, the other handles headlines, labels or captions.

Resist the temptation to add a third face for a single special purpose, such as a quotation or a button. Nine times out of ten, a different weight or size of the faces you already have does the job better.

## Contrast, not conflict
Pair typefaces that are clearly different rather than almost the same. A serif for body text and a sans serif for headings is the classic pairing because the difference is obvious and purposeful. Two similar sans serifs side by side just look like a mistake.

Look for faces with similar proportions, especially the height of their lower-case letters. Shared proportions make different typefaces feel related, like siblings rather than strangers.

History helps too. Typefaces designed in the same period, or by the same designer, often share a skeleton even when their details differ. When in doubt, look up where a typeface came from before you pair it.

## Test with real words
Set a real headline and a real paragraph, not placeholder text, and look at them at the sizes they will actually be used. Print the page if it is for paper, or open it on a phone if it is for a screen.

If you find yourself reading the words rather than looking at the letters, the pairing works.

Live with the choice for a day before you commit. A pairing that delights you at first sight can feel tiring on the tenth page, while a quiet one often grows on you the longer you read.
`,
  },
  {
    slug: 'zone-focusing-for-street-photography',
    title: 'Zone Focusing for Street Photography',
    summary:
      'Ines Carvalho-Brandt explains the old technique that lets you photograph fast-moving moments without autofocus.',
    categorySlug: 'photography',
    instructorSlug: 'ines-carvalho-brandt',
    publishedDaysAgo: 80,
    body: `
## Faster than autofocus
On the street, moments last a fraction of a second. Autofocus hunts, locks onto the wrong thing or simply arrives too late. Zone focusing avoids the problem: you set the focus in advance to a distance, and everything within a range around that distance is sharp.

It is how street photographers worked for decades, and it still works on modern cameras and even some phones.

## Setting it up
Choose a moderately small aperture, such as f/8, which gives a deep range of sharpness. Switch to manual focus and set it to about three metres. With a wide or standard lens, everything from roughly two to five metres will be acceptably sharp.

Use a fast shutter speed, at least 1/250 of a second, to freeze movement, and let the camera choose the ISO. In bright daylight this is easy; in shade, accept some grain rather than blur.

## Learning the distance
Practise judging three metres by eye: roughly two long strides. Walk around your neighbourhood and guess distances to lamp posts and doorways, then pace them out.

Once the distance is in your body, you can raise the camera and shoot in one movement, without looking at the screen at all. That is when the street starts to open up.
`,
  },
  {
    slug: 'portraits-by-window-light',
    title: 'Portraits by Window Light',
    summary: 'All the light you need for a beautiful portrait is probably already in your home.',
    categorySlug: 'photography',
    instructorSlug: 'ines-carvalho-brandt',
    publishedDaysAgo: 365,
    updatedDaysAgo: 100,
    body: `
## The best softbox is a window
Photographers spend fortunes on lights that imitate a large window on a cloudy day. You probably have one already. A window that does not receive direct sun gives soft, flattering light that wraps gently around a face.

If the sun does shine through, hang a white sheet or thin curtain over the glass. It turns harsh light into soft light instantly.

## Placing your subject
Sit your subject about an arm’s length from the window, turned slightly towards it. Side light shows the shape of a face; light from the front flattens it. Move them closer for more contrast and further away for a gentler look.

Watch their eyes. You want to see a small reflection of the window in each one, the catchlight that makes a portrait feel alive.

## Filling the shadows
The side away from the window may fall into deep shadow. That can be beautiful, but if you want it softer, hold a sheet of white card or a pillowcase just out of frame on the shadow side to bounce light back.

Expose for the face, not the window. Let the background go dark or bright as it will; the light on the face is the whole picture.
`,
  },
];
