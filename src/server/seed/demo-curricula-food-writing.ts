import type { DemoCurriculum } from './demo-types';

/** Lesson plans of the Food & Drink and Writing classes. */
export const foodWritingCurricula: readonly DemoCurriculum[] = [
  {
    courseSlug: 'bread-from-first-principles',
    subcategorySlug: 'baking-and-pastry',
    skillLevel: 'beginner',
    description:
      'Alma Reyes baked her first loaves in a rented garage with a domestic oven and a bag of supermarket flour. In this class she takes you from a jar of flour and water to a crackling country loaf, then on to rye, flatbreads and enriched doughs. You will learn to read dough by touch rather than by the clock, to plan a bake around a working week, and to rescue a loaf that is going wrong before it reaches the oven.',
    kit: 'a digital scale, a large mixing bowl, a bench scraper and a heavy pot with a lid',
    outline: `
# Before the first loaf
Four ingredients, endless bread | Alma explains why flour, water, salt and time are all a loaf ever needs.
Choosing and storing flour | What protein, ash and milling do to a dough, and which bags to buy first.
Starting a sourdough starter | Feed a starter from scratch over seven days and learn to read its smell and rise.
Keeping a starter alive | Feeding schedules for daily bakers, weekend bakers and people who forget.
# The country loaf
Mixing and autolyse | Bring the dough together gently and let the flour drink before the salt goes in.
Stretch and fold | Build strength with four sets of folds instead of ten minutes of kneading.
Reading bulk fermentation | Judge the end of the first rise by volume, bubbles and wobble, not by the clock.
Pre-shaping and bench rest | Round the dough into tension so the final shape holds its height.
Final shaping | Shape a tight boule and a batard, and fix the seams that let loaves spread.
The cold proof | Use the fridge to fit baking around your life and deepen the flavour overnight.
Scoring with intent | Cut the surface so the loaf opens where you choose, and why the angle matters.
Baking in a pot | Trap steam in a lidded pot, then bake the crust to a deep, honest brown.
Cooling and cutting | Why the loaf keeps cooking after the oven, and how long to wait before the knife.
# Beyond white flour
Working with wholemeal | Adjust water and timing for bran-rich doughs that still rise well.
A dense, dark rye | Mix and bake a German-style rye that slices thin and keeps for a week.
Seeds, grains and soakers | Add porridge, seeds and cooked grains without turning the crumb gummy.
# Flatbreads and enriched doughs
Flatbreads in a hot pan | Make quick yeasted flatbreads for weeknights, blistered on a dry skillet.
Focaccia for a crowd | A wet, oily dough baked in a tray and dimpled with whatever is in season.
Brioche and enriched doughs | Incorporate butter, eggs and sugar while keeping the dough strong.
Sweet buns and rolls | Shape, fill and glaze a tray of cardamom knots for a weekend morning.
# Troubleshooting and beyond
Reading a crumb | Diagnose under-proofing, over-proofing and weak shaping from a single cut slice.
Rescuing a bad bake | Turn flat loaves and sticky doughs into crackers, croutons and bread pudding.
Baking on a schedule | Plan a week of bread around work, school runs and one free morning.
Your bread, your way | Alma on developing a house loaf and the notes worth keeping in a baking journal.
`,
  },
  {
    courseSlug: 'the-weeknight-kitchen',
    subcategorySlug: 'home-cooking',
    skillLevel: 'beginner',
    description:
      'Dinner on a Tuesday is not a restaurant service, and Alma Reyes does not pretend it is. This class is about cooking well when you are tired: a pantry that does half the work, a handful of techniques you can repeat without thinking, and meals that come together in the time it takes to set the table. Expect bright sauces, crisp vegetables and one-pan dishes that leave almost nothing to wash.',
    kit: 'a sharp chef’s knife, a large frying pan, a sheet tray and a saucepan',
    outline: `
The weeknight mindset | Alma on cooking for hunger rather than applause, and why speed comes from planning.
A pantry that cooks for you | Stock the jars, tins and spices that turn a bare fridge into dinner.
Knife skills for the tired cook | Cut onions, garlic and herbs quickly and safely without fuss.
The hot sheet tray | Roast vegetables and protein together so everything lands on the table at once.
Pan sauces in five minutes | Turn the brown bits in a pan into a glossy sauce with stock and butter.
Eggs for dinner | Shakshuka, a French omelette and a crisp fried egg on anything.
Fast beans and lentils | Use tinned and quick-cooking pulses for stews that taste slow.
Noodles from the pantry | A sesame noodle bowl and a garlicky brothy soup in twenty minutes.
The big salad as a meal | Build salads with weight: grains, warm vegetables and a sharp dressing.
Fish without fear | Cook fillets in a hot pan with crisp skin and a just-set centre.
Chicken thighs, four ways | Crisp, braised, grilled and poached thighs from one shopping trip.
Cooking once, eating twice | Plan leftovers that turn into a different meal the next night.
Rice, properly | Fluffy rice on the hob, in the oven and fried the day after.
Green things, fast | Blanch, sauté and char greens so they stay bright and seasoned.
Dressings and condiments | A jar of vinaigrette, a herb sauce and a chilli oil that lift everything.
Feeding children and fussy eaters | Serve one meal that adults and children can each adjust at the table.
A weeknight dessert | Roasted fruit, a quick custard and a pan cookie for when you deserve it.
Planning the week | Alma plans five dinners on one page and shops for them in one trip.
`,
  },
  {
    courseSlug: 'cooking-with-fire',
    subcategorySlug: 'live-fire-cooking',
    skillLevel: 'intermediate',
    description:
      'Before there were ovens there was fire, and Alma Reyes still cooks over it most nights at her restaurant. In this class she shows how to build a fire for cooking rather than for show, how to read flames and embers, and how to manage several kinds of heat at once. It ends with a whole feast cooked outdoors: flatbreads, vegetables in the ashes, a slow-roasted shoulder and fruit caramelised over the last of the coals.',
    kit: 'a fire pit or kettle grill, seasoned hardwood, long tongs and a cast-iron pan',
    outline: `
Why cook over fire | Alma on flavour, attention and what a fire teaches about heat.
Choosing wood | Hardwoods, fruitwoods and the woods to keep away from food.
Building a cooking fire | Lay, light and feed a fire that burns down to usable embers.
Reading heat by hand | Judge temperature with your palm and learn the zones of a fire bed.
Cooking directly on embers | Roast onions, squash and peppers straight in the coals.
The grill grate | Sear quickly over high heat and finish slowly at the cooler edge.
Cast iron over flames | Fry, braise and bake in heavy pans set on the fire.
Flatbreads on a hot stone | Cook bread on stone and iron with dough made that morning.
Fish in the fire | Cook whole fish wrapped in leaves and over a grate with crisp skin.
The slow shoulder | Roast a lamb or pork shoulder for hours over a low, steady fire.
Smoke as seasoning | Add smoke without bitterness and know when enough is enough.
Vegetables as the main event | Char, steam and dress vegetables so nobody misses the meat.
Sauces for the fire | Salsa verde, a charred tomato sauce and a smoky butter.
Fruit over the coals | Caramelise peaches, pineapple and figs for dessert.
Safety and putting it out | Keep the cook, the guests and the garden safe, then leave no trace.
Cooking the feast | Alma brings every technique together in one afternoon meal for friends.
`,
  },
  {
    courseSlug: 'coffee-at-home',
    subcategorySlug: 'coffee-and-drinks',
    skillLevel: 'all',
    description:
      'Lucia Ferrante spent a decade behind espresso machines before she started roasting, and she is convinced the best cup of your life can be made in your own kitchen. This class covers the whole path from green bean to cup: where coffee comes from, how to buy it fresh, how to grind and measure, and how to brew by pour-over, immersion and espresso. You will taste side by side, learn to name what you taste, and fix a bad cup by changing one thing at a time.',
    kit: 'a burr grinder, a kitchen scale, a kettle and one brewer of your choice',
    outline: `
Coffee is a fruit | Lucia traces the bean from the cherry on the tree to the bag on your shelf.
Buying fresh beans | Read a bag, understand roast dates and buy little and often.
Grinding is everything | Why burr grinders matter and how grind size changes the cup.
Water, the main ingredient | Hardness, temperature and why tap water sometimes ruins coffee.
The brew ratio | Measure coffee and water by weight and find your ratio by taste.
Tasting like a professional | Slurp, compare and describe sweetness, acidity and body.
The pour-over | Pour in stages for an even extraction and a clean, bright cup.
The French press | Brew a heavy, clear cup from a plunger pot without the sludge.
The stovetop pot | Tame the moka pot so it makes strong coffee, not burnt coffee.
Cold brew and iced coffee | Two ways to make cold coffee that stays sweet.
Espresso at home | What an espresso machine does, and the four variables you control.
Dialling in a shot | Adjust grind and dose until a shot tastes balanced.
Steaming milk | Texture milk for a flat white and pour a simple heart.
Fixing a bad cup | Taste, diagnose and change one variable at a time.
Roasting in a pan | Roast a small batch of green coffee on the hob and hear the first crack.
Resting and storing | Why fresh-roasted coffee needs a few days, and how to keep beans at their best.
Coffee with food | Pair cups with breakfast, cake and cheese.
Hosting a cupping | Run a tasting for friends with three coffees and a set of spoons.
Your morning ritual | Lucia on building a routine you will enjoy for years.
`,
  },
  {
    courseSlug: 'architecture-of-a-novel',
    subcategorySlug: 'fiction',
    skillLevel: 'intermediate',
    description:
      'Idris Calloway has published seven novels, and he plans every one of them on a single sheet of paper before he writes a chapter. In this class he shares the structural thinking behind long fiction: the promises a first page makes, the load-bearing scenes that keep a middle from sagging, and the small number of things an ending must do. Whether you have an idea, a draft or a drawer full of abandoned beginnings, you will leave with a plan you can build on.',
    kit: 'a notebook, index cards and the draft or idea you want to work on',
    outline: `
# Foundations
What a novel is for | Idris on the difference between a story, a plot and a book someone finishes.
The one-page plan | Sketch a whole novel on one sheet before you commit to a chapter.
Finding the central question | Name the question your book asks so every scene can answer to it.
Character as engine | Build characters whose wants push the story forward on their own.
# Beginnings
The promises of a first page | What readers learn in the first paragraphs, whether you meant it or not.
Opening scenes that move | Start in motion without drowning the reader in backstory.
The inciting incident | Place the disturbance that turns a situation into a story.
# The middle
Load-bearing scenes | Identify the scenes that hold the book up and build around them.
Escalation without repetition | Raise the stakes in new ways instead of louder versions of the same thing.
Subplots that earn their place | Weave second stories that echo and complicate the main one.
The midpoint turn | Use the middle of the book to reverse the reader’s understanding.
Pacing by chapter | Alternate pressure and release so the reader keeps turning pages.
Point of view | Choose whose eyes the story uses, and the cost of changing them.
Time and chronology | Flashbacks, frames and braided timelines that stay clear.
# Endings
What an ending must do | The few debts an ending has to pay, and the ones it can leave open.
The final confrontation | Stage the climax so the character’s choice decides it, not luck.
Resolution and the last page | Land the closing image and let the reader go gracefully.
# Drafting and revision
Drafting without stopping | Get to the end of a first draft by lowering the stakes of each day.
Reading your own draft | Read like a stranger and make notes that lead to action.
Structural revision | Move, cut and merge scenes before you polish any sentences.
Line revision | Tighten prose once the building stands.
Cutting your darlings | Let go of good pages that serve the wrong book.
Feedback that helps | Choose readers, ask good questions and sort notes from noise.
# The writing life
A sustainable routine | Idris’s working week and how to protect time to write.
Titles, synopses and queries | Describe your book in a sentence, a paragraph and a page.
Starting the next one | Why the second novel is a different problem from the first.
`,
  },
  {
    courseSlug: 'dialogue-that-breathes',
    subcategorySlug: 'fiction',
    skillLevel: 'all',
    description:
      'People rarely say what they mean, and good dialogue knows it. Idris Calloway, who has written for two long-running television dramas, shows how to make characters sound like themselves, how to let tension live in what is left unsaid, and how to cut the small talk that fills too many manuscripts. Each lesson ends with a short exercise you can try on your own pages the same evening.',
    kit: 'a notebook for overheard lines and a scene you have already written',
    outline: `
Why dialogue goes wrong | The three habits that make characters sound like the author.
Listening like a writer | Collect real speech and learn what to keep and what to throw away.
Voice from the inside | Give each character a way of speaking that comes from who they are.
Subtext | Let characters talk around the thing they cannot say.
Conflict in every exchange | Make even friendly conversations push against something.
Cutting small talk | Enter late, leave early and trust the reader to fill the gaps.
Dialogue tags | Why "said" is almost always enough, and where action beats do better.
Interruptions and silence | Use broken lines and pauses to show what words cannot.
Exposition in disguise | Deliver information without characters telling each other what they know.
Dialect and accent | Suggest how people sound without turning the page into phonetics.
Arguments that escalate | Structure a fight so each line raises the temperature.
Humour on the page | Timing, rhythm and letting the joke land without a drum roll.
Phone calls, texts and letters | Handle dialogue that happens at a distance.
Crowd scenes | Keep many voices clear in one room.
Dialogue for the screen | How spoken lines change when an actor has to say them.
Reading aloud | Hear your scenes and find the lines that no person would say.
A scene from start to finish | Idris revises one scene live, line by line.
`,
  },
  {
    courseSlug: 'poetry-as-close-attention',
    subcategorySlug: 'poetry',
    skillLevel: 'beginner',
    description:
      'For Noor Haddad, poetry begins long before the pen moves: it begins with noticing. In this class she leads you through exercises in looking, listening and remembering, then shows how an observation becomes an image, a line and finally a poem. She reads from her own notebooks, including the drafts that did not work, and talks frankly about revision, reading aloud and sending poems into the world.',
    kit: 'a pocket notebook, a pencil and a poem you love',
    outline: `
The practice of attention | Noor on why poems start with looking, not with ideas.
The daily notebook | Keep a notebook of things seen, overheard and remembered.
From noticing to image | Turn an observation into an image a reader can see.
The line | Where to break a line and what the break does to meaning.
Sound and music | Use rhythm, repetition and the sounds of words on purpose.
Writing from memory | Recover precise detail from childhood and ordinary days.
Writing the body | Find language for sensation, illness, pleasure and ageing.
Form as a container | Try a sonnet, a ghazal and a list poem as ways of holding feeling.
Free verse with shape | Give a poem without rhyme its own inner structure.
Titles and endings | Choose titles that open a poem and endings that do not shut it.
Revision | Noor revises a draft across four versions and explains each choice.
Reading aloud | Read your poems so listeners hear what the page holds.
Reading as a writer | Learn from other poets by imitation, translation and response.
Sharing your work | Workshops, journals and finding your first readers.
A poem a week | Build a writing habit that survives busy months.
`,
  },
  {
    courseSlug: 'memoir-and-the-personal-essay',
    subcategorySlug: 'memoir-and-nonfiction',
    skillLevel: 'beginner',
    description:
      'Everyone has stories they tell at dinner; few turn them into writing that moves strangers. Noor Haddad, who has spent twenty years leading workshops in hospitals, schools and prisons, shows how to find the true subject inside a memory, how to shape real events without betraying them, and how to write about family and friends with honesty and care. By the final lesson you will have drafted a personal essay and planned a longer piece.',
    kit: 'a notebook, a few family photographs and an hour of quiet a day',
    outline: `
Why we write about our lives | Noor on the difference between a diary entry and an essay.
Finding your material | Map the memories you return to and ask why.
The story and the situation | Separate what happened from what it meant.
Scene and summary | Decide which moments to dramatise and which to pass over.
Memory and accuracy | Write honestly about what you cannot fully remember.
The narrator now and then | Balance the younger self in the story with the older self telling it.
Writing about family | Tell the truth about people you love without cruelty.
Research for memoir | Use letters, records and interviews to test and deepen memory.
Structure for the personal essay | Braided, chronological and collage essays, and when each works.
Openings that earn attention | Begin with a moment rather than an explanation.
Voice and tone | Find a voice that is yours on your best day.
Humour and grief | Let a piece be funny and sad at the same time.
Place as character | Bring a house, a street or a town onto the page.
The turn | Find the moment an essay changes its mind.
Endings without morals | Close a piece without summing up its lesson.
Revising the first draft | Noor walks through her own essay from draft to print.
Ethics and permission | What you owe the people in your story, and what you do not.
From essay to book | Decide whether your material is one essay or many chapters.
Publishing personal writing | Magazines, anthologies and building a body of work.
Writing through difficulty | Look after yourself while writing painful material.
Your next page | Noor on keeping going once the class is over.
`,
  },
];
