import type { DemoCurriculum } from './demo-types';

/** Lesson plans of the Design & Style and Photography classes. */
export const designPhotoCurricula: readonly DemoCurriculum[] = [
  {
    courseSlug: 'pattern-and-textile',
    subcategorySlug: 'textiles-and-pattern',
    skillLevel: 'intermediate',
    description:
      'Hana Vesterlund’s printed fabrics hang in homes, hotels and one very large railway waiting room. In this class she shows how a pattern is built: from a sketchbook motif to a seamless repeat, from a colourway to a printed length of cloth. You will draw, cut, repeat and print by hand, and learn how to judge a pattern at the size it will actually be used.',
    kit: 'a sketchbook, tracing paper, a craft knife, fabric paint and a length of plain cotton',
    outline: `
Why pattern matters | Hana on pattern as rhythm you can see and touch.
Finding motifs | Collect shapes from plants, buildings and everyday objects.
Drawing for repeat | Simplify a drawing so it survives repetition.
The block repeat | Build the simplest repeat and see its strengths and limits.
The half-drop | Offset a repeat so the eye stops seeing the grid.
The seamless tile | Hide the edges of a repeat with the cut-and-swap method.
Scale | Test a pattern at cushion, curtain and wallpaper size.
Colourways | Recolour one pattern for very different rooms.
Reading cloth | Linen, cotton, wool and how each takes colour.
Block printing by hand | Carve and print a simple block on fabric.
Screen printing at home | Make a basic screen and print a two-colour repeat.
Stencils | Cut stencils for quick, bold patterns.
Stripes and checks | Design the patterns people think are simple.
Florals without chintz | Draw flowers that feel modern.
Geometric pattern | Build patterns from circles, squares and grids.
Pattern in a room | Mix patterns in one space without chaos.
From sketch to production | How designs reach mills and printers.
Caring for printed textiles | Wash, store and mend printed cloth.
Hana’s studio | A day in the studio from drawing to print.
Your first collection | Plan three patterns that belong together.
`,
  },
  {
    courseSlug: 'colour-for-the-fearful',
    subcategorySlug: 'colour',
    skillLevel: 'beginner',
    description:
      'Many people love colour in other people’s homes and paint their own walls grey. Hana Vesterlund wants to change that. In this class she explains how colours behave next to each other, how light changes them through the day, and how to build palettes you can trust. Through painting exercises and real rooms, you will learn to choose colour with confidence rather than hope.',
    kit: 'a small set of gouache or poster paints, brushes, thick paper and paint sample cards',
    outline: `
Why we fear colour | Hana on the habits that keep us choosing beige.
Hue, value and saturation | The three qualities of every colour.
Mixing paint | Mix a full range of colours from a few tubes.
Colours as neighbours | See how colours change each other when side by side.
Warm and cool | Use temperature to advance or recede.
Value before hue | Get the lights and darks right and colour follows.
Building a palette | Start from one colour you love and build around it.
Palettes from photographs | Pull palettes from places and pictures.
The sixty-thirty-ten rule | Balance a dominant, secondary and accent colour.
Colour in daylight | How north, south and evening light change a wall.
Colour in clothing | Choose colours that suit you and work together.
Colour for the screen | Colour on displays versus colour on paper.
Bold colour in small doses | Try strong colour on a door, a chair or a shelf.
Whole-room colour | Paint walls, ceiling and trim as one idea.
Living with mistakes | Fix a colour choice that went wrong.
Your colour journal | Keep a record of colours that move you.
`,
  },
  {
    courseSlug: 'type-and-layout',
    subcategorySlug: 'graphic-design',
    skillLevel: 'all',
    description:
      'Tobias Fenn has drawn typefaces for newspapers, museums and a national railway, and he believes good layout is mostly good manners: helping the reader without making a fuss. This class teaches how to choose and pair typefaces, set comfortable text, build a grid and design pages and screens that people want to read. You will redesign a menu, a poster and a web page alongside him.',
    kit: 'a layout program or word processor you know, a pencil and some printed pages you admire',
    outline: `
# Letters
Type is everywhere | Tobias on the letters we read without noticing.
Anatomy of a letter | Name the parts of letters so you can see the differences.
Classifying typefaces | Serif, sans, slab and script, and what each suggests.
Choosing a typeface | Match a face to its job and its reader.
Pairing typefaces | Combine two faces that contrast without fighting.
# Text
Setting comfortable text | Size, line length and spacing for long reading.
Hierarchy | Guide readers with size, weight and space rather than decoration.
Spacing and kerning | Fix the gaps that make words look wrong.
Punctuation and details | Quotes, dashes and the small marks of care.
# Pages
The grid | Build a grid that organises without caging.
White space | Use empty space as an active part of the design.
Images and text | Place pictures so they work with words.
Designing a menu | Redesign a restaurant menu for clarity.
Designing a poster | Make a poster readable from across the street.
# Screens
Type on screens | Adjust type for pixels, zoom and dark mode.
Designing a web page | Lay out a simple web page that scales from phone to desk.
Accessible typography | Contrast, size and choices that help everyone read.
# Practice
Critique | Tobias reviews student layouts and explains his changes.
Keep looking | Build a reference library and train your eye daily.
`,
  },
  {
    courseSlug: 'street-photography',
    subcategorySlug: 'street-and-documentary',
    skillLevel: 'all',
    description:
      'Ines Carvalho-Brandt has photographed markets, harbours and crowded avenues on four continents, usually with a single lens and a great deal of patience. In this class she walks you through her approach to the street: choosing a place, reading the light and the flow of people, and waiting for the moment when everything lines up. She also talks openly about ethics, nerves and building a body of work rather than a collection of lucky frames.',
    kit: 'any camera, including a phone, and comfortable shoes',
    outline: `
# Seeing the street
What street photography is | Ines on candid pictures of public life.
Choosing a place | Find streets, markets and corners that reward patience.
Reading the light | Notice where light falls and how it changes by hour.
The stage and the actors | Frame a scene first, then wait for people to enter it.
# Technique
One camera, one lens | Why fewer choices make better pictures.
Settings for the street | Zone focus, fast shutter speeds and auto ISO.
Composition in motion | Use lines, layers and edges while things move.
Layers and depth | Build frames with foreground, middle and background.
Timing | Recognise the decisive moment and press before it arrives.
Shooting in crowds | Work close without disturbing people.
Night and rain | Use reflections, streetlights and weather.
Colour and black and white | Decide how a picture should be seen.
# People
Nerves on the street | Overcome fear of photographing strangers.
Ethics and consent | Respect the people you photograph and the law where you shoot.
When people notice you | Smile, talk and sometimes ask.
# A body of work
Projects, not pictures | Build a series around a place or an idea.
Editing your contact sheets | Choose the strongest frames and learn from the rest.
Sequencing | Put pictures in an order that tells a story.
Sharing and printing | Make prints, zines and online galleries.
# On assignment
A morning at the market | Ines shoots a market from dawn to noon.
Reviewing the day | Ines edits the morning’s pictures with you.
Returning to a place | Why the best pictures come on the tenth visit.
Your street | Plan a month-long project on your own street.
`,
  },
  {
    courseSlug: 'the-honest-portrait',
    subcategorySlug: 'portraits',
    skillLevel: 'intermediate',
    description:
      'A good portrait looks like the person on a good day; a great one looks like who they are. Ines Carvalho-Brandt shows how to put people at ease, how to choose a setting that says something about them, and how to light a face with a window and a sheet of white card. You will watch her photograph strangers, friends and a family of five, and see how she talks people into relaxing.',
    kit: 'a camera with a standard or short telephoto lens, a white card and a willing subject',
    outline: `
What makes a portrait honest | Ines on truth, flattery and the space between.
Conversation first | Talk before you shoot so people forget the camera.
Choosing a setting | Photograph people where they live and work.
Window light | Light a face beautifully with one window.
Reflectors and bounce | Fill shadows with white card and walls.
Lenses and distance | How focal length changes a face.
Posing without posing | Give people things to do instead of positions to hold.
Hands and bodies | Show character in gestures.
Eyes and expression | Catch the look that says something.
Photographing strangers | Ask, shoot and thank people you have just met.
Photographing friends and family | Make familiar faces look new.
Children | Play, patience and working at their height.
Elders | Photograph age with dignity and warmth.
Groups | Arrange families and teams so everyone is seen.
Environmental portraits | Include the world around a person.
Editing portraits | Choose the frame and retouch lightly.
A portrait session | Ines photographs a family of five in their home.
Your portrait series | Plan a series of portraits of one community.
`,
  },
  {
    courseSlug: 'light-anywhere',
    subcategorySlug: 'light-and-technique',
    skillLevel: 'beginner',
    description:
      'You do not need a studio to make beautiful light. Ines Carvalho-Brandt finds it in kitchens, alleys, car parks and hotel corridors, and shapes it with whatever is to hand. In this class she teaches how to see the direction, quality and colour of light, how to expose for it and how to change it with a curtain, a wall or a sheet of foil.',
    kit: 'any camera and a few household objects: a white sheet, foil and a desk lamp',
    outline: `
Light is the subject | Ines on seeing light before subjects.
Direction of light | Front, side and back light and what each reveals.
Hard and soft light | Why the size of a source changes everything.
The colour of light | Daylight, tungsten and mixed light.
Exposure basics | Aperture, shutter and ISO in plain language.
Metering for the light you want | Expose for highlights, shadows or faces.
Golden hour and blue hour | Use the gentle light at the ends of the day.
Midday sun | Find shade and use hard light on purpose.
Window light indoors | Make the most of one window.
Artificial light at night | Shoot under streetlights, neon and lamps.
Shaping light with household objects | Use sheets, foil and card as modifiers.
A single lamp | Light a still life and a portrait with one desk lamp.
Silhouettes and shadows | Let darkness tell the story.
Light in black and white | See light as tone.
Your light diary | Photograph the same spot at six times of day.
`,
  },
];
