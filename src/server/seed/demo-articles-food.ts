import type { DemoArticle } from './demo-types';

/** Food & Drink articles from the bakery, the fire and the garden (four recipes and a pantry guide). */
export const bakingArticles: readonly DemoArticle[] = [
  {
    slug: 'the-everyday-country-loaf',
    title: 'The Everyday Country Loaf',
    summary:
      'Alma Reyes’s house sourdough: a crackling crust, an open crumb and a schedule that fits a working week.',
    categorySlug: 'food-drink',
    instructorSlug: 'alma-reyes',
    publishedDaysAgo: 212,
    updatedDaysAgo: 40,
    body: `
## Why this loaf
This is the bread I bake most weeks, the one I would choose if I could only bake one loaf for the rest of my life. It uses a little wholemeal for flavour, a long cold proof for convenience and a lidded pot so you do not need a professional oven.

The timings look long, but almost all of it is waiting. Your hands are busy for perhaps twenty minutes across two days, and the fridge does the rest while you sleep.

## Reading your starter
Use your starter when it has doubled, smells pleasantly sour and a spoonful floats in water. If it has risen and fallen again, it will still work, but the loaf will be a little more sour and a little less lofty.

If your kitchen is cold, feed the starter with warm water and keep it near the oven light. A sluggish starter is almost always a cold starter.

## Judging the dough
The end of bulk fermentation is the most important call you will make. Look for a dough that has grown by about half, feels airy and jiggles when you shake the bowl, with a few bubbles on the sides.

Under-fermented dough bakes into a tight, gummy loaf; over-fermented dough spreads and tastes sharp. When in doubt, shape a little early: the cold proof forgives a slightly young dough far more readily than an old one.

## Baking and cooling
Preheat the pot for a full forty-five minutes. A loaf dropped into a properly hot pot springs upwards in the first ten minutes, and that spring is what opens your score into an ear.

Then wait. Cut the loaf after at least two hours on a rack; the crumb is still setting as it cools, and a hot loaf will tear and taste doughy.
`,
    recipe: {
      prepMinutes: 40,
      cookMinutes: 45,
      makes: '1 large loaf',
      ingredients: `
400 g strong white bread flour
100 g wholemeal flour
375 g water at room temperature
100 g active sourdough starter
10 g fine sea salt
Rice flour, for dusting
`,
      steps: `
Mix the flours with 350 g of the water until no dry flour remains, cover and rest for 45 minutes.
Add the starter, the salt and the remaining water, squeezing them through the dough until fully absorbed.
Over the next two hours, give the dough four sets of stretches and folds, thirty minutes apart.
Leave the dough covered until it has grown by about half and jiggles when shaken, 2 to 4 hours more.
Turn the dough out, pre-shape it into a loose round and rest it uncovered for 20 minutes.
Shape it into a tight round, place it seam side up in a basket dusted with rice flour, cover and refrigerate for 12 to 16 hours.
Heat the oven to 250°C with a lidded cast-iron pot inside for 45 minutes.
Turn the loaf onto baking paper, score it with one confident cut and lower it into the pot.
Bake covered for 20 minutes, then uncover, lower the oven to 230°C and bake 20 to 25 minutes more, until deep brown.
Cool on a rack for at least two hours before slicing.
`,
      rating: [48, 1312],
    },
  },
  {
    slug: 'cardamom-knots',
    title: 'Cardamom Knots',
    summary:
      'Soft, buttery buns tied in knots and glazed with spiced syrup: a weekend project with a generous reward.',
    categorySlug: 'food-drink',
    instructorSlug: 'alma-reyes',
    publishedDaysAgo: 300,
    updatedDaysAgo: 120,
    body: `
## A bun worth the wait
These knots come from the bakery’s weekend counter, where they sell out before the coffee machine has warmed up. The dough is enriched with milk and butter, and the filling is little more than butter, sugar and freshly ground cardamom.

Grinding your own cardamom makes the biggest difference of all. Pre-ground spice loses its perfume within weeks; seeds crushed just before baking smell like a different ingredient.

## Shaping without stress
Tying knots looks difficult and is not. Cut the filled dough into strips, twist each strip, then wrap it around two fingers and tuck the end underneath. Uneven knots bake up just as delicious and look more homemade.

If the dough fights you, let it rest for ten minutes. Gluten relaxes quickly, and a rested dough stretches without tearing.

## Serving and keeping
Knots are best on the day, ideally still slightly warm. Leftovers freeze well: warm them from frozen in a low oven for ten minutes and they taste freshly baked.

You can also shape the knots the night before, cover the trays and prove them slowly in the fridge. Take them out an hour before baking and breakfast arrives with almost no morning work at all.
`,
    recipe: {
      prepMinutes: 60,
      cookMinutes: 15,
      makes: '12 knots',
      ingredients: `
500 g plain flour
7 g instant yeast
60 g caster sugar
1 tsp fine salt
250 ml whole milk, warmed
1 egg, plus 1 for brushing
75 g soft butter
For the filling: 100 g soft butter, 80 g light brown sugar, 2 tsp freshly ground cardamom
For the syrup: 60 g sugar, 60 ml water, a pinch of ground cardamom
`,
      steps: `
Mix the flour, yeast, sugar and salt, then add the milk and egg and knead for 8 minutes until smooth.
Knead in the soft butter a little at a time until the dough is glossy and elastic.
Cover and leave to rise until doubled, about 1 hour.
Beat together the filling ingredients.
Roll the dough into a rectangle about 40 by 30 cm, spread the filling over it and fold it in thirds like a letter.
Cut into 12 strips, twist each one and tie it into a knot; place on lined trays.
Cover and prove for 45 minutes, then brush with beaten egg.
Bake at 200°C for 12 to 15 minutes until deep golden.
Boil the syrup ingredients for one minute and brush over the warm knots.
`,
      rating: [49, 1540],
    },
  },
  {
    slug: 'ember-roasted-vegetables-with-salsa-verde',
    title: 'Ember-Roasted Vegetables with Salsa Verde',
    summary:
      'Onions, peppers and squash cooked straight in the coals until sweet and smoky, then dressed while hot.',
    categorySlug: 'food-drink',
    instructorSlug: 'alma-reyes',
    publishedDaysAgo: 18,
    body: `
## Cooking in the fire itself
Putting vegetables directly into embers feels wrong the first time. The skins blacken completely, and you will be sure you have burned dinner. Then you peel back the charred outside and find soft, sweet, smoky flesh that no oven can produce.

The trick is using embers, not flames. Let the fire burn down until the wood is glowing and covered in grey ash, then nestle the vegetables into it.

## Which vegetables work
Vegetables with thick skins do best: whole onions, peppers, aubergines, squash, beetroot and sweet potatoes. Thinner vegetables such as courgettes can go on a grate above the coals instead.

Turn everything every few minutes with long tongs. Cooking times vary with the heat of your fire, so test with a skewer rather than trusting the clock.

## Dressing while hot
Peel or scoop the vegetables while they are still hot and dress them straight away. Warm vegetables drink up the salsa verde, and the sharpness of the capers and vinegar balances the sweetness of the smoke.

Any leftovers make a remarkable sandwich the next day, piled onto toasted bread with a smear of soft cheese. The smoke deepens overnight, so do not be shy about cooking more than you need.
`,
    recipe: {
      prepMinutes: 20,
      cookMinutes: 45,
      makes: 'A platter for 6',
      ingredients: `
4 red onions, unpeeled
3 red peppers
1 small butternut squash, halved and seeded
2 aubergines
For the salsa verde: 1 bunch parsley, 1 small bunch mint, 2 tbsp capers, 4 anchovy fillets (optional), 1 garlic clove, 1 tbsp red wine vinegar, 120 ml olive oil
Flaky salt
`,
      steps: `
Build a hardwood fire and let it burn down to a deep bed of glowing embers, about 45 minutes.
Nestle the onions, squash halves and aubergines into the embers and lay the peppers on top.
Cook, turning every 5 minutes, until the skins are blackened and a skewer slides in easily: 15 minutes for peppers, up to 45 for onions and squash.
Meanwhile, finely chop the herbs, capers, anchovies and garlic, then stir in the vinegar and oil.
Peel the peppers and aubergines, halve the onions and scoop the squash while hot.
Arrange on a platter, season with flaky salt and spoon over the salsa verde.
`,
      rating: [45, 318],
    },
  },
  {
    slug: 'garden-tomato-galette',
    title: 'Garden Tomato Galette',
    summary: 'Ottilie Marsh’s free-form tart for the week when every tomato in the garden ripens at once.',
    categorySlug: 'food-drink',
    instructorSlug: 'ottilie-marsh',
    publishedDaysAgo: 240,
    body: `
## The glut
Every late summer there is a week when the tomatoes stop politely ripening one at a time and all arrive together. This galette is how the kitchen garden keeps up. It needs no tin, forgives clumsy pastry and shows off tomatoes of every colour and size.

Salting the sliced tomatoes and leaving them to drain is the one step you must not skip. It draws out water that would otherwise turn the pastry soggy.

## Pastry without fear
The pastry is rough on purpose. Leave visible streaks of butter in the dough; they melt in the oven and create flaky layers. If it cracks as you fold the edges, pinch it back together and carry on.

Keep everything cold. If the kitchen is warm, chill the rolled pastry on its baking sheet for ten minutes before adding the filling; cold butter is what makes the layers, and warm pastry turns tough and greasy.

## What else to add
A thin layer of soft cheese or mustard under the tomatoes adds richness. Herbs from the garden, basil, thyme or oregano, go on after baking so they stay green.

Late in the season, when the tomatoes are fewer, mix them with thin slices of courgette or roasted peppers. The galette is a frame for whatever the garden gives you that week.
`,
    recipe: {
      prepMinutes: 40,
      cookMinutes: 40,
      makes: '1 galette, serves 6',
      ingredients: `
200 g plain flour
120 g cold butter, cubed
Half tsp salt
4 to 5 tbsp iced water
600 g ripe tomatoes of mixed sizes
2 tbsp Dijon mustard or 100 g soft goat’s cheese
1 egg, beaten
A handful of basil leaves
Olive oil and black pepper
`,
      steps: `
Rub the butter into the flour and salt until you have pea-sized lumps, then add just enough iced water to bring it together; chill for 30 minutes.
Slice the tomatoes, salt them lightly and drain on a rack for 20 minutes, then pat dry.
Roll the pastry into a rough 32 cm circle on baking paper.
Spread the mustard or cheese over the centre, leaving a 5 cm border, and layer the tomatoes on top.
Fold the border over the edge of the filling, pleating as you go, and brush the pastry with egg.
Bake at 200°C for 35 to 40 minutes until the pastry is deep golden.
Finish with basil, a drizzle of olive oil and black pepper; serve warm or at room temperature.
`,
      rating: [48, 522],
    },
  },
  {
    slug: 'how-to-stock-a-weeknight-pantry',
    title: 'How to Stock a Weeknight Pantry',
    summary: 'The tins, jars and spices that turn an empty fridge into dinner, chosen by Alma Reyes.',
    categorySlug: 'food-drink',
    instructorSlug: 'alma-reyes',
    publishedDaysAgo: 75,
    body: `
## A pantry that cooks for you
A good pantry is not a collection of exotic ingredients; it is a short list of things you use every week and never run out of. When it is well stocked, dinner starts with one fresh ingredient and ends twenty minutes later.

I think of the pantry in layers: a base to cook in, something substantial, something to make it taste of somewhere, and something sharp to finish.

## The base and the body
Keep two oils, a neutral one for high heat and a good olive oil for finishing. Add onions, garlic and a tin or two of tomatoes, and you have the start of most meals on earth.

For substance, stock tinned beans and chickpeas, red lentils, one kind of rice and one or two shapes of pasta or noodles. These are the ingredients that turn a side dish into dinner.

## Flavour in jars
A few jars carry enormous flavour: soy sauce, a miso paste, harissa or another chilli paste, capers, anchovies and good mustard. Each lasts for months and rescues a bland dish in seconds.

Spices lose their strength quickly, so buy small amounts. Cumin, smoked paprika, chilli flakes, coriander seed and black pepper cover more ground than a rack of forty jars.

## The finishing touch
Acid is what makes a dish taste finished. Keep lemons, a wine vinegar and a rice vinegar, and add a splash of one of them to almost everything at the end. Taste before and after; the difference will convince you.

Fresh herbs are the other finishing touch, and the one most often wasted. Buy hardy ones such as parsley and coriander, keep them in a glass of water in the fridge, and chop a handful over dinner just before it reaches the table.
`,
  },
];
