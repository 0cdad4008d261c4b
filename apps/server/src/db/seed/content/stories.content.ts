import type { DemoStory } from './content.types.js';

/** Stories published by pupils of Year 4 Oak. Paragraphs are separated by blank lines. */
export const DEMO_STORIES: DemoStory[] = [
  {
    slug: 'the-day-we-planted-our-tree',
    title: 'The Day We Planted Our Tree',
    author_username: 'aaravs12',
    language: 'en',
    body: `On Tuesday, Year 4 Oak planted a tree by the school gate. It is a little oak tree, because our class is called Oak, and Ms Clarke said that was only fair.

Mateo and I dug the hole. It took ages because the ground was full of stones. We found a worm, two bottle tops and something Oliver said was a dinosaur bone, but it was actually a carrot.

Priya poured in the water very slowly so the tree would not get a shock. Then everyone patted the soil down with their hands, even Leila, who does not like getting her hands dirty.

Ms Clarke said an oak tree can live for hundreds of years. That means when I am a grandad, I can bring my grandchildren to see it. I will tell them I dug the hole. I will also tell them about the carrot.

Now I check on our tree every morning. It has six leaves. I counted.`,
  },
  {
    slug: 'my-shoshos-kitchen-radio',
    title: 'My Shosho’s Kitchen Radio',
    author_username: 'niam22',
    language: 'en',
    body: `My shosho (that means grandma) lives in Nyeri in Kenya, and this summer I stayed with her for three whole weeks. She has a radio in her kitchen that is older than my mum.

Every morning the radio plays songs in Kikuyu and Swahili, and Shosho sings along while she makes chai. She sings the loud bits very loud and hums the quiet bits.

One day the radio went silent. Shosho tapped it on the top three times, which is not how you fix things, but it worked. She said, “It just needed to know I was serious.”

She taught me a song about the rain coming to the hills. When I came back, I sang it to my class, and now everybody in Year 4 Oak knows one song in Swahili. Ms Clarke knows it too, but she sings the middle bit wrong.

When I grow up, I am going to have a kitchen radio too. I will sing the loud bits very loud.`,
  },
  {
    slug: 'the-great-snail-race',
    title: 'The Great Snail Race',
    author_username: 'mateog23',
    language: 'en',
    body: `At lunchtime on Friday, Kofi found three snails under the bench next to the vegetable garden. We decided to have a race.

My snail was called Speedy, which was a joke. Kofi’s snail was called Lightning. Hana’s snail was called Gary, because she said every snail looks like a Gary.

We drew a start line and a finish line with chalk. The track was only as long as a ruler, but the race took nineteen minutes. Lightning went the wrong way, Speedy went to sleep in his shell and Gary won.

Then Hana said we should put them back where we found them, because they have families. So we carried them back to the bench very gently and said goodbye.

Later I looked up snails in the library. Some snails can sleep for months when it is too dry! Speedy only slept for ten minutes, so I think he was actually doing quite well.`,
  },
  {
    slug: 'if-i-were-a-cloud',
    title: 'If I Were a Cloud',
    author_username: 'chloed17',
    language: 'en',
    body: `If I were a cloud, I would be a fluffy white one, not a grey one. I would float over every country in the world and look down at all the people.

I would stop over the places where it has not rained for a long time and rain on them gently, so the plants could have a drink. I would never rain on birthday parties or on sports day.

At night I would sit in front of the moon, just a little bit, so it looked like it was wearing a scarf.

In the morning I would turn pink and orange for the people who wake up very early, like my papa, who makes the bread at the bakery.

But then I would miss my family, so I would rain myself back home into our garden and be a puddle, and my little brother would jump in me. That would be fine.`,
  },
];
