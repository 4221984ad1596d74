import type { DemoCurriculum } from './demo-types';

/** Lesson plans of the Music and Film & TV classes. */
export const musicFilmCurricula: readonly DemoCurriculum[] = [
  {
    courseSlug: 'songwriting-from-the-kitchen-table',
    subcategorySlug: 'songwriting',
    skillLevel: 'all',
    description:
      'Sunniva Dahl wrote her first album in a fishing cabin with a borrowed guitar, and she still writes most songs at her kitchen table. This class strips songwriting back to what you can do with one instrument and a notebook: catching ideas before they escape, shaping verses and choruses that pull against each other, and writing lyrics that sound like something a person would say. Above all, it is about finishing songs, because a finished song teaches you more than ten brilliant fragments.',
    kit: 'any chordal instrument you can play a little, a notebook and a phone to record voice memos',
    outline: `
# Catching ideas
Songs are everywhere | Sunniva on noticing the phrases and melodies that could become songs.
The voice memo habit | Record fragments the moment they arrive and sort them weekly.
Starting from a title | Build a whole song outward from a few strong words.
Starting from a groove | Let a rhythm on the guitar or a table lead you to a melody.
# Building the song
Verse and chorus | Make sections contrast so the chorus feels like arriving home.
The bridge | Write a bridge that takes the song somewhere new and brings it back.
Chords that carry feeling | Use a handful of chords and the movement between them.
Melody and range | Shape a melody that rises where the feeling rises.
Prosody | Match the stress of words to the stress of the music.
# Words
Lyrics that sound spoken | Write lines a person might really say.
Images over statements | Show the feeling through things the listener can picture.
Rhyme without cliché | Use near rhymes and internal rhymes to keep lines fresh.
Point of view in songs | First person, second person and the story song.
The second verse problem | Move the story forward so verse two is not verse one again.
# Finishing
Finishing songs | Sunniva’s rules for getting from ninety percent to done.
Editing ruthlessly | Cut lines, bars and sections that the song does not need.
Co-writing | Share a room with another writer without losing your voice.
Demos at home | Record a simple demo that shows a song at its best.
Playing for people | Test songs on listeners and learn from the room.
# A songwriting life
Writer’s block | Ways back to writing when nothing seems to come.
Building a catalogue | Organise songs, lyrics and demos so nothing is lost.
A song from scratch | Sunniva writes and finishes a new song across one afternoon.
`,
  },
  {
    courseSlug: 'singing-with-an-honest-voice',
    subcategorySlug: 'singing-and-voice',
    skillLevel: 'beginner',
    description:
      'Sunniva Dahl has no interest in turning you into somebody else. This class is about singing in the voice you already have, with better breath, steadier pitch and far less tension. Through short daily exercises and a few songs learned together, you will find where your voice sits, how to warm it up and look after it, and how to sing in front of people without your throat closing up.',
    kit: 'a glass of water, a quiet room and a song you love to sing along to',
    outline: `
Your voice is an instrument | Sunniva on how the voice works and why everyone can sing better.
Posture and alignment | Stand and sit so the breath has room to move.
Breathing to sing | Low, quiet breaths that support long phrases.
A daily warm-up | Ten minutes of exercises to wake the voice safely.
Finding your range | Map the notes that feel easy and the ones worth working towards.
Pitch and listening | Train your ear to match notes and hear when you drift.
Resonance | Move sound forward for a brighter, clearer tone.
Chest voice and head voice | Move between registers without a crack.
Vowels and diction | Shape vowels for tone and consonants for clarity.
Singing softly | Control quiet passages without losing pitch.
Singing with power | Sing louder without pushing or shouting.
Phrasing | Shape lines like speech so listeners hear the words.
Learning a song | Learn melody, lyrics and breath marks in stages.
Harmony | Sing a simple harmony line against a melody.
Singing with an instrument | Accompany yourself without losing the voice.
Nerves and performance | Handle stage fright and sing for others.
Microphone technique | Use distance and angle to sound like yourself on a microphone.
Caring for your voice | Rest, hydration and signs to stop.
Your song | Sunniva coaches a full performance of one song.
`,
  },
  {
    courseSlug: 'arranging-for-small-bands',
    subcategorySlug: 'arranging-and-production',
    skillLevel: 'advanced',
    description:
      'A four-piece band can sound like an orchestra or like four people talking over each other. Sunniva Dahl, who has produced records for a generation of younger artists, shows how to give every player a job, how to leave space so the song can breathe, and how to build an arrangement that grows from the first verse to the last chorus. You will hear one song arranged five different ways in her boathouse studio.',
    kit: 'a song of your own, recordings of bands you admire and, ideally, a few willing players',
    outline: `
What arranging is | Sunniva on the difference between a song and a record.
The job of each player | Give drums, bass, keys and guitar distinct roles.
Frequency and space | Keep instruments out of each other’s register.
The rhythm section | Lock drums and bass into one groove.
Building dynamics | Add and remove parts so a song grows.
Intros and endings | Start and finish a song with purpose.
Counter-melodies | Write lines that answer the vocal without competing.
Harmony parts | Arrange backing vocals for a small group.
Arranging for a soloist | Frame a solo so it serves the song.
Rehearsing an arrangement | Teach parts quickly and keep rehearsals short.
Arranging for recording | Adjust parts for the studio rather than the stage.
Stripping it back | Play the same song with only voice and one instrument.
One song, five ways | Sunniva arranges one song in five styles with her band.
Your arrangement | Plan a full arrangement for a song of your own.
`,
  },
  {
    courseSlug: 'rhythm-and-drumming',
    subcategorySlug: 'rhythm-and-percussion',
    skillLevel: 'beginner',
    description:
      'Rafael Quintero has played on more than two hundred recordings, and he still practises with a metronome every morning. In this class he teaches rhythm from the ground up: how to feel a pulse, count it and keep it, then how to turn it into grooves on a drum kit, a practice pad or the edge of a kitchen table. You will learn the handful of beats that underpin most popular music and how to make them feel good.',
    kit: 'a pair of drumsticks and a practice pad or a cushion; a drum kit is welcome but not required',
    outline: `
Everyone has rhythm | Rafael on the pulse in walking, talking and breathing.
Counting time | Count quarter notes, eighths and sixteenths out loud.
Holding the sticks | Grip, posture and letting the stick bounce.
The metronome is your friend | Practise with a click without feeling trapped by it.
Single strokes and doubles | The two rudiments behind almost every fill.
The paradiddle | Learn the pattern that opens up the whole kit.
Setting up a kit | Arrange drums and cymbals so the body moves freely.
The rock beat | Play the groove behind a thousand songs.
Hi-hat control | Open, closed and the feel of the hats.
The bass drum foot | Build a steady, relaxed kick.
Shuffle and swing | Feel triplets and play a shuffle that sways.
Funk and ghost notes | Add quiet notes that make a groove dance.
Latin rhythms | Play a bossa nova and a simple clave pattern.
Fills that lead somewhere | Fill the end of a phrase without losing the time.
Dynamics | Play quietly with intensity and loudly with control.
Playing with a bass player | Lock in with the bass and leave space.
Playing along to records | Learn songs by ear and play along.
Brushes and hand drums | Soften the sound for acoustic settings.
A practice routine | Rafael’s twenty-minute daily routine.
Your first gig | Prepare for playing with a band in front of people.
`,
  },
  {
    courseSlug: 'directing-actors',
    subcategorySlug: 'directing',
    skillLevel: 'intermediate',
    description:
      'Reuben Castellano casts unknown actors whenever he can, and his films are known for performances that feel caught rather than staged. In this class he explains how he prepares a script for actors, how he runs auditions and rehearsals, and what he says on set when a take is not working. You will watch him work with two actors on a scene from rehearsal to final take.',
    kit: 'a short scene you would like to stage and two friends willing to read it',
    outline: `
The director’s real job | Reuben on trust, attention and being the actors’ first audience.
Reading a script for actors | Find the wants and obstacles in every scene.
Casting | Run auditions that show you the person, not just the reading.
The first read-through | Set the tone of a production around a table.
Rehearsal without exhaustion | Rehearse enough to find the scene and not so much it goes stale.
Talking to actors | Use verbs and situations instead of results and emotions.
Blocking | Stage movement that tells the story without dialogue.
Working with non-professionals | Get honest performances from people who have never acted.
The camera and the performance | How shot size changes what an actor should do.
The first take | Prepare so the first take has a chance to be the one.
Adjusting between takes | Give short, specific notes that change the next take.
When a scene is dying | Recover a scene that has lost its life on the day.
Difficult days | Handle tension, fatigue and egos on set.
Intimacy and safety | Stage intimate and violent scenes with care.
Children and animals | Plan for performers who will not do it the same way twice.
Comedy | Protect timing and spontaneity through many takes.
Tone across a film | Keep performances consistent when shooting out of order.
Performance in the edit | Choose takes and shape performances after the shoot.
A scene from start to finish | Reuben rehearses and shoots one scene with two actors.
Watching the result | Reuben reviews the cut scene and what he would change.
Your first short | Plan a short film built around performance.
`,
  },
  {
    courseSlug: 'the-low-budget-feature',
    subcategorySlug: 'independent-filmmaking',
    skillLevel: 'advanced',
    description:
      'Reuben Castellano made his first feature for the price of a used car and won a festival jury prize with it. This class is the guide he wishes he had: how to write a story your money can actually shoot, how to assemble a crew of friends and professionals, how to schedule nineteen days without losing a single one, and how to finish the film once everyone has gone home. It is practical, honest about failure and full of tricks that cost nothing.',
    kit: 'a feature idea or script, a spreadsheet and whatever camera you can get',
    outline: `
# Writing for the budget
Why make a feature now | Reuben on the freedom and the risks of a tiny budget.
Writing to your resources | Build a story around locations and people you already have.
Fewer locations, more story | Keep the cast and locations small without the film feeling small.
# Money and people
Budgeting honestly | Build a budget line by line, including the parts people forget.
Raising small money | Savings, private investors, grants and crowdfunding.
Building a crew | Find the key collaborators and the friends who will carry cables.
Casting on a shoestring | Find actors who will commit to a low-paid shoot.
# Preparing the shoot
Locations | Find, ask for and secure places to shoot for free or nearly free.
Scheduling | Break down a script and build a schedule that protects your hardest days.
The shot list | Plan coverage that fits the day and still gives the editor choices.
Camera and sound on a budget | Choose gear where money makes a difference and where it does not.
Production design for nothing | Dress sets with borrowed objects and a clear colour plan.
# On set
The first day | Start the shoot with a day you know you can win.
Running a set | Keep a small crew fed, rested and moving.
Shooting fast | Light for the whole scene and move the camera, not the lights.
Sound on location | Record clean dialogue in rooms that fight you.
When things go wrong | Lost locations, sick actors and rain on the big day.
# Finishing
The edit | Find the film in the footage, often a different film from the script.
Sound design and music | Make the film sound expensive with library sounds and friends.
Colour and finishing | Grade for mood and consistency on a laptop.
Test screenings | Show the cut to strangers and hear what they see.
# Getting it seen
Festivals | Choose festivals, write a submission and survive rejection.
Sales and distribution | What distributors want and how small films reach audiences.
Promoting your film | Build an audience before and after release.
The next film | Reuben on what the first feature taught him about the second.
`,
  },
  {
    courseSlug: 'writing-for-television',
    subcategorySlug: 'screenwriting',
    skillLevel: 'intermediate',
    description:
      'Idris Calloway has spent six seasons in two writers rooms, and in this class he shows how television stories are built: the engine of a series, the shape of a pilot, the way a season bends towards its finale. You will learn to break a story on a whiteboard, write a scene that an actor can play on a tight schedule, and pitch your idea in the ten minutes you are given.',
    kit: 'a notebook, a stack of index cards and a series idea you care about',
    outline: `
How television works | Idris on what makes a series different from a long film.
The series engine | Find the situation that generates stories for years.
Characters for the long run | Create characters who can change slowly over many seasons.
The pilot | Introduce a world and a premise without a lecture.
Breaking a story | Use a board and cards to break an episode into acts.
Act breaks | End acts on turns that bring viewers back.
A and B stories | Weave plot lines that comment on each other.
Writing the scene | Write scenes that are quick to shoot and easy to play.
The cold open | Hook the viewer in the first two minutes.
Serial and episodic | Balance stories that end this week with those that run all season.
The season arc | Plan a season from premiere to finale.
Inside the writers room | What happens in the room and how to be useful in it.
Notes from producers | Take notes without losing the heart of the story.
Rewriting under pressure | Fix an episode in a weekend.
The series bible | Document your world for other writers.
Pitching | Pitch a series in ten minutes with confidence.
Breaking in | Spec scripts, fellowships and first jobs in television.
Idris’s pilot | Idris talks through the pilot that got him his first staff job.
`,
  },
];
