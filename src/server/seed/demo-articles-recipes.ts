import type { DemoArticle } from './demo-types';

/** Food & Drink recipes for weeknights and for coffee. */
export const weeknightArticles: readonly DemoArticle[] = [
  {
    slug: 'chickpea-and-greens-stew',
    title: 'Chickpea and Greens Stew with Lemon',
    summary: 'A thirty-minute stew from tins and a bag of greens that tastes as if it took all afternoon.',
    categorySlug: 'food-drink',
    instructorSlug: 'alma-reyes',
    publishedDaysAgo: 64,
    body: `
## A stew for tired evenings
Some dinners ask for attention; this one asks for a tin opener. It leans on the pantry: chickpeas, tomatoes and a few spices, brightened at the end with lemon and a generous handful of greens.

I make it on evenings when I have cooked all day and want something warm and honest. It is just as good the next day, when the chickpeas have drunk up the broth.

## Building flavour fast
The secret is to let the onion really soften and to toast the spices in the oil before anything wet goes in. Those five minutes give the stew a depth that tins alone cannot.

Mash a few of the chickpeas against the side of the pan as it simmers. They thicken the broth into something silky without any flour or cream.

## Make it yours
Swap the greens for whatever is wilting in the fridge: spinach, chard, kale or even a bag of watercress. A spoon of yoghurt, a fried egg or some crumbled feta turns it into a richer meal.

If you are cooking for children, leave out the paprika and let the adults add chilli flakes at the table. The lemon matters more than the spice: it is what makes the stew taste finished.
`,
    recipe: {
      prepMinutes: 10,
      cookMinutes: 25,
      makes: '4 bowls',
      ingredients: `
3 tbsp olive oil
1 large onion, finely sliced
4 garlic cloves, sliced
2 tsp ground cumin
1 tsp smoked paprika
1 tin chopped tomatoes (400 g)
2 tins chickpeas (400 g each), drained
500 ml vegetable stock
200 g greens, such as chard or spinach, roughly chopped
1 lemon
Salt and black pepper
`,
      steps: `
Warm the oil in a wide pan over medium heat and cook the onion with a pinch of salt for 10 minutes, until soft and golden.
Add the garlic, cumin and paprika and stir for one minute until fragrant.
Add the tomatoes, chickpeas and stock, bring to a simmer and cook for 10 minutes, mashing a few chickpeas as you go.
Stir in the greens and cook for 2 to 3 minutes until just wilted.
Grate in the lemon zest, squeeze in half the juice, then taste and season with salt, pepper and more lemon.
Serve in bowls with bread or rice.
`,
      rating: [46, 884],
    },
  },
  {
    slug: 'crisp-skin-salmon-with-green-sauce',
    title: 'Crisp-Skin Salmon with Green Sauce',
    summary:
      'How to get shatteringly crisp fish skin in a home frying pan, with a herb sauce made in the time it takes.',
    categorySlug: 'food-drink',
    authorName: 'Maren Holt',
    publishedDaysAgo: 131,
    body: `
## The skin is the point
Good salmon skin is one of the great pleasures of home cooking, and one of the most often ruined. The usual problems are a wet fillet, a pan that is not hot enough and a cook who cannot resist moving the fish.

Dry the skin thoroughly with kitchen paper, salt it just before cooking and lay it into a properly hot pan. Then leave it alone until it releases on its own.

## Cooking by eye
Watch the colour change creep up the side of the fillet. When the cooked, opaque part reaches about two thirds of the way up, turn it for the briefest moment and take it off the heat; it will finish cooking on the plate.

Pressing the fillet gently with a spatula for the first thirty seconds stops it curling and keeps the whole skin in contact with the pan.

## A sauce from the herb drawer
The green sauce is forgiving. Use any soft herbs you have, chop them finely with capers and a little garlic, and loosen with olive oil and lemon. It should be sharp enough to cut through the richness of the fish.

Make the sauce first, so the flavours have a few minutes to settle while the fish cooks. Any left over keeps in a jar for two days and is excellent on eggs, potatoes or grilled vegetables.
`,
    recipe: {
      prepMinutes: 15,
      cookMinutes: 10,
      makes: '2 plates',
      ingredients: `
2 salmon fillets, skin on
1 tbsp neutral oil
Flaky salt
1 large handful parsley
1 small handful basil or mint
1 tbsp capers
1 small garlic clove
4 tbsp olive oil
Half a lemon
`,
      steps: `
Finely chop the herbs, capers and garlic together, then stir in the olive oil and a squeeze of lemon; season and set aside.
Pat the salmon very dry, especially the skin, and season the skin with salt.
Heat the oil in a frying pan over medium-high heat until it shimmers.
Lay the fillets in skin side down, press gently for 30 seconds, then cook without moving for 5 to 6 minutes.
When the flesh is opaque two thirds of the way up, turn the fillets for 30 seconds, then remove from the pan.
Serve skin side up with the green sauce spooned alongside, not over, the skin.
`,
      rating: [47, 602],
    },
  },
  {
    slug: 'a-better-pour-over',
    title: 'A Better Pour-Over',
    summary:
      'Lucia Ferrante’s everyday recipe for a clean, sweet cup, and what to change when it tastes wrong.',
    categorySlug: 'food-drink',
    instructorSlug: 'lucia-ferrante',
    publishedDaysAgo: 90,
    body: `
## A recipe, not a ritual
Pour-over coffee has collected a lot of ceremony, but the method is simple: hot water passes through ground coffee once, and a paper filter catches the oils and fines. What matters is the ratio, the grind and how evenly the water meets the coffee.

I use one part coffee to sixteen parts water, by weight. Weighing feels fussy for a week and then becomes the easiest part of the morning.

## The bloom
The first pour is small, just enough to wet all the grounds. Fresh coffee releases gas and swells; if you pour everything at once, that gas pushes water away from the coffee and the cup tastes thin.

Wait thirty to forty-five seconds, then pour the rest in slow circles, keeping the water level steady.

## Tasting and adjusting
If the cup is sour and thin, grind finer. If it is bitter and dry, grind coarser. Change one thing at a time, write it down, and within a week you will know your grinder and beans far better than any recipe can tell you.

Beans change as they age, too. A coffee that tasted perfect on Monday may need a slightly finer grind by the following week, as it loses gas and extracts more slowly. Tasting every morning is how you notice.
`,
    recipe: {
      prepMinutes: 3,
      cookMinutes: 4,
      makes: '1 large mug (about 300 ml)',
      ingredients: `
20 g freshly roasted coffee beans
320 g water, just off the boil (about 94°C), plus extra for rinsing
1 paper filter
`,
      steps: `
Rinse the paper filter in the dripper with hot water to remove the papery taste, then discard the water.
Grind the coffee medium-fine, like coarse sand, and level it in the filter.
Start a timer and pour 50 g of water to wet all the grounds; wait 40 seconds.
Pour slowly in circles to 200 g by one minute, then to 320 g by one minute forty-five.
Give the dripper a gentle swirl to flatten the bed and let it drain, aiming to finish at about three minutes.
Taste, and adjust the grind next time if the cup is sour (finer) or bitter (coarser).
`,
      rating: [47, 976],
    },
  },
  {
    slug: 'cold-brew-concentrate',
    title: 'Cold Brew Concentrate',
    summary:
      'A smooth, sweet coffee concentrate that keeps for a week in the fridge and needs no special kit.',
    categorySlug: 'food-drink',
    instructorSlug: 'lucia-ferrante',
    publishedDaysAgo: 150,
    body: `
## Why brew cold
Brewing coffee with cold water takes hours instead of minutes, and the result is different rather than weaker. Cold water extracts fewer of the bitter, acidic compounds, leaving a rounder, chocolatey drink that many people find easier to enjoy.

A concentrate is the most practical version. Make a jar on Sunday and you have iced coffee, or a quick hot cup topped up with boiling water, every day of the week.

## Grind and time
Use a coarse grind, like breadcrumbs, so the coffee is easy to strain and does not turn muddy. Twelve to sixteen hours in the fridge gives a balanced result; longer tastes woody.

Brewing in the fridge rather than on the counter keeps the flavour cleaner and the timing more forgiving. If you forget the jar until the evening, it will still be good, just a little heavier.

## Serving
Dilute the concentrate about one to one with cold water or milk and pour it over ice. For a hot drink, add equal parts boiling water: it will not taste like a pour-over, but it is very good in its own right.

The concentrate also makes a fine dessert. Pour a little over vanilla ice cream, or whisk it with cream and sugar for a quick coffee topping on a simple sponge cake.
`,
    recipe: {
      prepMinutes: 10,
      cookMinutes: 0,
      makes: 'About 800 ml concentrate',
      ingredients: `
150 g coffee beans
1 litre cold filtered water
`,
      steps: `
Grind the coffee coarsely.
Stir the coffee and water together in a large jar until all the grounds are wet.
Cover and refrigerate for 12 to 16 hours.
Strain through a fine sieve lined with a paper filter or a clean cloth.
Store the concentrate in a sealed bottle in the fridge for up to a week.
Serve diluted one to one with water or milk, over ice.
`,
      rating: [44, 455],
    },
  },
  {
    slug: 'sesame-noodles-in-twenty-minutes',
    title: 'Sesame Noodles in Twenty Minutes',
    summary:
      'A pantry noodle bowl with a creamy sesame dressing, crunchy vegetables and as much chilli as you like.',
    categorySlug: 'food-drink',
    authorName: 'Maren Holt',
    publishedDaysAgo: 27,
    body: `
## The emergency dinner
Every household needs a dinner that can be made from a cupboard and a sad-looking vegetable drawer. These noodles are ours. The dressing comes together while the water boils, and the whole thing is on the table in twenty minutes.

The sauce is built on sesame paste, soy and a little vinegar, loosened with hot noodle water. That starchy water is what makes it cling.

## Crunch and colour
Cold, crisp vegetables make the bowl. Cucumber, spring onions, radishes and shredded cabbage all work; so do frozen peas, thawed under the tap.

Add something hearty if you are hungry: a soft-boiled egg, some leftover roast chicken or cubes of tofu fried until golden. The dressing is generous enough to carry them all.

## Hot or cold
Eat it warm the day you make it, or pack the leftovers for lunch: the noodles firm up in the fridge and taste even better cold, with an extra splash of vinegar.

If you pack them for later, keep the vegetables separate until you eat so they stay crisp. A squeeze of lime just before eating wakes the whole bowl up again.
`,
    recipe: {
      prepMinutes: 10,
      cookMinutes: 10,
      makes: '2 large bowls',
      ingredients: `
200 g dried wheat noodles
3 tbsp tahini or sesame paste
2 tbsp soy sauce
1 tbsp rice vinegar
1 tsp sugar or honey
1 small garlic clove, grated
1 to 2 tsp chilli oil
Half a cucumber, cut into matchsticks
2 spring onions, sliced
1 tbsp toasted sesame seeds
`,
      steps: `
Bring a large pan of water to the boil and cook the noodles according to the packet.
Meanwhile, whisk the tahini, soy, vinegar, sugar and garlic in a large bowl.
Before draining, stir 4 tbsp of the hot noodle water into the dressing until smooth and pourable.
Drain the noodles and toss them in the dressing.
Top with the cucumber, spring onions, sesame seeds and chilli oil to taste.
`,
      rating: [46, 731],
    },
  },
];
