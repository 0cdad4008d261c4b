import type { DemoBook } from './content.types.js';

/**
 * Demo library. Original short texts written for this project; typographic quotes
 * (’ “ ” « » —) are used in the prose so that no string needs escaping.
 */
export const DEMO_BOOKS: DemoBook[] = [
  // ───────────────────────────── English ─────────────────────────────
  {
    slug: 'the-mango-tree-that-waited',
    title: 'The Mango Tree That Waited',
    authors: ['Meera Iyer'],
    illustrator: 'Kabir Nath',
    description:
      'Anu plants a mango seed and wants mangoes tomorrow. Season by season, her tree teaches her how to wait — and how to share.',
    language: 'en',
    reading_level: 1,
    age_min: 5,
    age_max: 7,
    category: 'nature-planet',
    featured: true,
    sdgs: [13, 15],
    mode: 'climate-action',
    license: 'CC BY 4.0',
    pages: [
      { text: 'Anu found a mango seed. She planted it by the gate. ‘Grow fast, please!’ she said.' },
      { text: 'The next morning, Anu ran to look. There was only mud. ‘Be patient,’ said Amma.' },
      { text: 'The rain came. A tiny green shoot pushed up through the soil. Anu gave it water and a name: Mottu.' },
      { text: 'Anu grew taller. Mottu grew taller too. Birds began to sit in its branches.' },
      { text: 'One hot summer, white flowers covered the tree. Then came small green mangoes.' },
      {
        text: 'At last, the mangoes turned gold. Anu shared them with the whole street. ‘Thank you for waiting with me, Mottu,’ she said.',
      },
    ],
  },
  {
    slug: 'amaras-long-water-walk',
    title: 'Amara’s Long Water Walk',
    authors: ['Wanjiru Kamau'],
    illustrator: 'Otieno Odhiambo',
    description:
      'Every morning Amara walks two hours to fetch water before school. When her village builds a rain tank, her mornings — and her dreams — change.',
    language: 'en',
    reading_level: 2,
    age_min: 6,
    age_max: 9,
    category: 'everyday-heroes',
    featured: true,
    sdgs: [4, 5, 6],
    mode: 'global-citizens',
    license: 'CC BY 4.0',
    pages: [
      {
        text: 'Before the sun is up, Amara ties a yellow jerrycan to her back. The path to the river is long and dusty, and her little brother Baraka holds her hand.',
      },
      {
        text: 'At the river, the water is brown. Amara fills the can and carries it home. By the time she gets to school, the first lesson has already started.',
      },
      {
        text: 'One day, Mwalimu Achieng asks the class, ‘What would you do with two more hours every day?’ Amara thinks hard. ‘I would read,’ she says. ‘And I would learn how to build things.’',
      },
      {
        text: 'The village meets under the big acacia tree. Parents, teachers and children plan a rain tank for the school roof. Everyone helps: some dig, some carry stones, some mix cement.',
      },
      {
        text: 'When the long rains come, the gutters sing and the tank fills up. Clean water pours from a tap right in the school yard.',
      },
      {
        text: 'Now Amara arrives early. She reads in the library corner before the bell rings. One day, she says, she will be the engineer who builds the next tank.',
      },
    ],
  },
  {
    slug: 'counting-stars-in-cusco',
    title: 'Counting Stars in Cusco',
    authors: ['Lucía Quispe'],
    illustrator: 'Andrés Mamani',
    description:
      'On a cold, clear night in the Andes, Tika and her grandfather try to count the stars — and find the animals their ancestors saw in the dark spaces between them.',
    language: 'en',
    reading_level: 2,
    age_min: 6,
    age_max: 9,
    category: 'science-wonder',
    featured: false,
    sdgs: [4],
    mode: 'stem-explorers',
    license: 'CC BY 4.0',
    pages: [
      {
        text: 'Tika lives high in the mountains near Cusco, where the air is thin and the nights are very cold. On clear nights, the sky is so full of stars that it looks like spilled salt.',
      },
      {
        text: '‘Let’s count them,’ says Tika. She counts to one hundred, then loses her place. Grandpa Mario laughs: ‘Nobody can count them all, but we can find pictures.’',
      },
      {
        text: 'He points to the bright band of light across the sky. ‘We call it Mayu, the river. Look at the dark patches in it. Our ancestors saw animals in the shadows, not only in the stars.’',
      },
      {
        text: 'Tika squints and sees a long neck, a round body and four legs. ‘A llama!’ she says. ‘Yes,’ says Grandpa, ‘and those two bright stars are her eyes.’',
      },
      {
        text: 'Grandpa tells her that farmers watched the sky to know when to plant potatoes and when the rains would come. The sky was their calendar.',
      },
      {
        text: 'Tika goes to bed with cold toes and a head full of stars. Tomorrow, she will draw the sky llama for her class.',
      },
    ],
  },
  {
    slug: 'grandpa-tundes-bicycle-shop',
    title: 'Grandpa Tunde’s Bicycle Shop',
    authors: ['Bisi Adeyemi'],
    illustrator: 'Chidi Okonkwo',
    description:
      'In a busy street in Ibadan, Grandpa Tunde fixes what other people throw away. His grandson Femi learns that a broken thing is only waiting for a second chance.',
    language: 'en',
    reading_level: 2,
    age_min: 6,
    age_max: 9,
    category: 'everyday-heroes',
    featured: false,
    sdgs: [11, 12],
    mode: 'climate-action',
    license: 'CC BY 4.0',
    pages: [
      { text: 'Grandpa Tunde’s shop is small and smells of oil and rubber. Bicycles hang from the ceiling like sleeping bats.' },
      {
        text: 'A girl brings a bike with a flat tyre and asks, ‘Should I buy a new one?’ Grandpa smiles. ‘Let’s listen to what it needs first.’',
      },
      {
        text: 'He dips the inner tube in a bowl of water. Tiny bubbles rise from a hole. ‘There is the problem,’ he says, and he shows Femi how to put on a patch.',
      },
      {
        text: 'All day people come: a baker with a wobbly wheel, a nurse with a squeaky chain, a teacher with a broken bell. Grandpa fixes them all.',
      },
      {
        text: '‘Every bike I repair is one less bike on the rubbish heap,’ Grandpa says. ‘And one more person who can ride instead of sitting in traffic.’',
      },
      {
        text: 'At the end of the day, Femi mends his first puncture all by himself. Grandpa gives him a tiny spanner of his own. ‘Welcome to the shop,’ he says.',
      },
    ],
  },
  {
    slug: 'the-seed-library',
    title: 'The Seed Library',
    authors: ['Lakshmi Rao'],
    illustrator: 'Farah Siddiqui',
    description:
      'When the school library in Kolar starts lending seeds as well as books, Deepa and her friends discover that some of the best stories grow in the ground.',
    language: 'en',
    reading_level: 3,
    age_min: 8,
    age_max: 11,
    category: 'nature-planet',
    featured: true,
    sdgs: [2, 13, 15],
    mode: 'climate-action',
    license: 'CC BY-SA 4.0',
    pages: [
      {
        text: 'Deepa’s school library had books about everything, but one Monday there was something new on the desk: a wooden cabinet with forty tiny drawers. Each drawer had a label — ragi, brinjal, bitter gourd, marigold.',
      },
      {
        text: '‘It’s a seed library,’ explained Mrs Fernandes, the librarian. ‘You borrow seeds, grow them at home, and when the plants make new seeds, you bring some back. That way the library grows every year.’',
      },
      {
        text: 'Deepa borrowed a packet of old-variety tomato seeds that had come from her friend Imran’s grandmother. She planted them in a broken bucket on the roof and watered them every evening.',
      },
      {
        text: 'Some of her seedlings died in the first hot week. Deepa wrote down what went wrong in a notebook: too much sun, not enough shade. She tried again with a cloth stretched over the bucket, and this time the plants grew strong.',
      },
      {
        text: 'By the end of the monsoon, the plants were heavy with small, sweet, bright-red tomatoes. Deepa saved the seeds from the best ones and dried them on a newspaper in the sun.',
      },
      {
        text: 'When she returned her packet to the library, it held three times as many seeds as she had borrowed. Mrs Fernandes added a new card to the drawer: ‘Grandmother Salma’s tomato — grown by Imran’s family and Deepa’s family.’',
      },
      {
        text: 'Now the seed library has more than a hundred drawers. Every seed has a story, and every student who borrows one adds a new chapter.',
      },
    ],
  },
  {
    slug: 'why-is-the-sky-blue-priya',
    title: 'Why Is the Sky Blue, Priya?',
    authors: ['Sunita Menon'],
    illustrator: 'Rahul Das',
    description:
      'Priya never stops asking questions. With a prism, a torch and a glass of milky water, her brother helps her discover why the sky is blue and sunsets are orange.',
    language: 'en',
    reading_level: 2,
    age_min: 6,
    age_max: 9,
    category: 'science-wonder',
    featured: false,
    sdgs: [4],
    mode: 'stem-explorers',
    license: 'CC BY 4.0',
    pages: [
      {
        text: 'Priya asks a lot of questions. Why do cats purr? Why is the sea salty? Today, lying on the grass, she asks, ‘Why is the sky blue?’',
      },
      {
        text: 'Her big brother Arjun takes out a glass prism. When sunlight shines through it, a little rainbow appears on the wall. ‘Sunlight looks white,’ he says, ‘but it is really all the colours mixed together.’',
      },
      {
        text: '‘When sunlight comes through the air, the tiny bits of air bounce the blue light around much more than the red light. Blue light is scattered all over the sky, so wherever you look, you see blue.’',
      },
      {
        text: 'They try an experiment. Arjun fills a glass with water and stirs in a few drops of milk. When he shines a torch through it, the water looks a little bit blue from the side.',
      },
      {
        text: 'Then Priya looks through the glass straight at the torch. The light looks orange! ‘That’s like a sunset,’ says Arjun. ‘In the evening, sunlight travels through so much air that most of the blue is scattered away before it reaches us.’',
      },
      {
        text: 'That evening, Priya watches the sky turn orange and pink. ‘Now I know why,’ she whispers. Then she thinks of a new question: ‘Why are clouds white?’',
      },
    ],
  },
  {
    slug: 'leo-and-the-quiet-friend',
    title: 'Leo and the Quiet Friend',
    authors: ['Hannah Okoro'],
    illustrator: 'Marta Silva',
    description:
      'Leo talks all day long. The new girl, Yuki, hardly says a word. Can two very different children become friends?',
    language: 'en',
    reading_level: 1,
    age_min: 5,
    age_max: 7,
    category: 'friends-feelings',
    featured: false,
    sdgs: [3, 10],
    mode: 'reading-corner',
    license: 'CC BY 4.0',
    pages: [
      { text: 'Leo talks and talks. He talks at breakfast, on the bus and in the playground.' },
      { text: 'Yuki is new. Yuki does not talk much. She draws and draws.' },
      { text: 'Leo asks, ‘Do you want to play?’ Yuki shakes her head. Leo feels sad.' },
      { text: 'The next day, Leo sits down next to Yuki. He does not say anything. He just watches her draw.' },
      { text: 'Yuki draws a dragon. Then she gives Leo a crayon. Leo draws a long, curly tail.' },
      {
        text: 'They draw all morning. Leo learns that friends can be quiet together. Yuki learns that Leo is a very good listener.',
      },
    ],
  },
  {
    slug: 'my-big-grey-cloud',
    title: 'My Big Grey Cloud',
    authors: ['Sipho Ndlovu'],
    illustrator: 'Ama Boateng',
    description:
      'Some days Thabo feels a big grey cloud above his head. A gentle story about anger, and the small things that help the sun come back.',
    language: 'en',
    reading_level: 1,
    age_min: 5,
    age_max: 7,
    category: 'friends-feelings',
    featured: true,
    sdgs: [3],
    mode: 'reading-corner',
    license: 'CC BY 4.0',
    pages: [
      { text: 'This morning, Thabo’s block tower fell down. A big grey cloud came and sat on his head.' },
      { text: 'The cloud was heavy. It made Thabo stamp his feet and shout, ‘Go away!’' },
      { text: 'Gogo did not tell him to stop. She sat down next to him and said, ‘That looks like a very big cloud.’' },
      { text: '‘Let’s breathe like the wind,’ said Gogo. In through the nose. Out through the mouth. Whoooosh.' },
      { text: 'Thabo breathed out three times. The cloud got a little smaller.' },
      {
        text: 'Then Gogo helped him build the tower again, even taller. The sun came out. ‘Clouds always pass,’ said Gogo.',
      },
    ],
  },
  {
    slug: 'tortoise-and-the-talking-drum',
    title: 'Tortoise and the Talking Drum',
    authors: ['Kwame Mensah'],
    illustrator: 'Efua Sarpong',
    description:
      'Tortoise wants everyone to think he is the wisest animal, so he hides inside the festival drum. A new trickster tale about boasting, listening and finding your own rhythm.',
    language: 'en',
    reading_level: 2,
    age_min: 6,
    age_max: 9,
    category: 'folk-tales',
    featured: false,
    sdgs: [16],
    mode: 'reading-corner',
    license: 'CC BY 4.0',
    pages: [
      {
        text: 'Long ago, when the animals still held a great festival every harvest, Tortoise wanted more than anything to play the talking drum. But his short arms could not reach around it.',
      },
      {
        text: 'So Tortoise had an idea. ‘Drum,’ he whispered, ‘if you tell everyone that I am the wisest animal, I will polish you every day.’ The drum said nothing. Drums only speak when they are played.',
      },
      {
        text: 'On festival day, Tortoise hid inside the hollow drum and began to shout, ‘Tortoise is wise and great!’ The animals were amazed and cried, ‘The drum is talking!’',
      },
      {
        text: 'But Hare noticed that the drum’s voice was slow and a little bit croaky, just like Tortoise’s. She tapped the drum gently with one paw. ‘Hello, Tortoise,’ she said.',
      },
      { text: 'Out crawled Tortoise, covered in dust. Everyone laughed, and Tortoise wanted to hide in his shell for ever.' },
      {
        text: 'Then Elephant said, ‘You do not need a drum to tell us who you are. Come and clap the rhythm with us.’ So Tortoise clapped, slowly and steadily, and the music was better for it.',
      },
      {
        text: 'And that is why, to this day, a good drummer always listens for the slow, steady beat underneath all the others.',
      },
    ],
  },
  {
    slug: 'the-crab-who-cleaned-the-beach',
    title: 'The Crab Who Cleaned the Beach',
    authors: ['Anjali Thomas'],
    illustrator: 'Vikram Pillai',
    description:
      'Kaala the crab keeps finding strange things on her beach in Kochi. She cannot move them alone — but she knows how to ask for help.',
    language: 'en',
    reading_level: 1,
    age_min: 5,
    age_max: 8,
    category: 'animal-tales',
    featured: false,
    sdgs: [14],
    mode: 'climate-action',
    license: 'CC BY 4.0',
    pages: [
      { text: 'Kaala the crab lived on a beach in Kochi. Every morning, she found new things on the sand.' },
      { text: 'A bottle. A bag. A shoe with no friend. ‘This is not sea stuff,’ said Kaala.' },
      { text: 'Kaala pulled the bag. It was too big. She pushed the bottle. It was too heavy.' },
      {
        text: 'So Kaala asked for help. The crabs came. The gulls came. A little boy named Joseph came too, with a big basket.',
      },
      { text: 'They cleaned the whole beach before lunch. The sand was soft and golden again.' },
      { text: 'Now, every Sunday, the people of Kochi clean the beach. Kaala waves her claw to say thank you.' },
    ],
  },
  {
    slug: 'sara-and-the-solar-lamp',
    title: 'Sara and the Solar Lamp',
    authors: ['Grace Achieng'],
    illustrator: 'Daniel Mwangi',
    description:
      'A smoky kerosene lamp, a small solar light and one loose wire. How a curious girl in western Kenya learns how solar power works, and starts fixing lamps for her whole village.',
    language: 'en',
    reading_level: 4,
    age_min: 9,
    age_max: 12,
    category: 'science-wonder',
    featured: true,
    sdgs: [4, 7, 13],
    mode: 'stem-explorers',
    license: 'CC BY 4.0',
    pages: [
      {
        text: 'In Sara’s house, evenings used to smell of kerosene. The small lamp on the table gave a yellow, flickering light and a thin line of black smoke that made her little sister cough while they did their homework.',
      },
      {
        text: 'One afternoon, Sara’s aunt came back from the market in Kisumu with a present: a solar lamp no bigger than a mango, with a flat, dark panel that could sit in the sun on the roof.',
      },
      {
        text: '‘How can sunshine turn into light at night?’ Sara asked. ‘The panel turns sunlight into electricity, which is stored in a battery inside the lamp,’ her aunt explained. ‘At night, the battery sends it to the LED, a tiny bulb that makes a lot of light from a little power.’',
      },
      {
        text: 'That evening, the table glowed with a clear white light. There was no smoke, and the money that used to buy kerosene could now buy exercise books and, sometimes, a bag of sugar.',
      },
      {
        text: 'A few months later, the lamp stopped working. Sara’s father said it was finished, but Sara was not so sure. She opened the back with a small screwdriver and found that one of the wires from the panel had come loose.',
      },
      {
        text: 'With the help of her science teacher, Mr Otieno, she learned to use a soldering iron safely and fixed the wire. The lamp shone again. Soon neighbours were bringing Sara their lamps, radios and torches.',
      },
      {
        text: 'Now Sara runs a Saturday repair club at her school. Her dream is to study engineering and bring clean, bright energy to every home in her county — one panel, one battery and one loose wire at a time.',
      },
    ],
  },
  {
    slug: 'dear-mayor-love-thandi',
    title: 'Dear Mayor, Love Thandi',
    authors: ['Nomvula Khumalo'],
    illustrator: 'Lerato Mokoena',
    description:
      'The road outside Thandi’s school is fast and dangerous. With a notebook, a week of counting cars and thirty-one signatures, she writes a letter that changes it.',
    language: 'en',
    reading_level: 3,
    age_min: 8,
    age_max: 12,
    category: 'everyday-heroes',
    featured: true,
    sdgs: [3, 11, 16],
    mode: 'young-writers',
    license: 'CC BY 4.0',
    pages: [
      {
        text: 'Every morning, Thandi and her cousin Sizwe had to cross Marula Road to get to school. The cars came fast, and there was no crossing, no lights and no one to help the little ones.',
      },
      {
        text: '‘Somebody should do something,’ said Sizwe. Thandi frowned. ‘Maybe that somebody is us.’ That afternoon, their teacher, Mrs Dube, helped the class find out who was in charge of the roads in their town: it was the mayor.',
      },
      {
        text: 'Thandi wrote a letter. She said who she was, what the problem was and why it mattered. She counted the cars for one week — 412 cars passed the school gate between seven and eight o’clock every morning — and she put that in the letter too.',
      },
      {
        text: 'At the end, she wrote exactly what she wanted: ‘Please paint a zebra crossing outside Marula Primary School and send a crossing guard in the mornings.’ Thirty-one classmates signed their names underneath.',
      },
      {
        text: 'For three weeks, nothing happened. Thandi felt silly. Then one morning, Mrs Dube came into class holding an envelope with a gold stamp. The mayor had written back.',
      },
      {
        text: 'The mayor wrote that she had read every signature and had visited Marula Road herself. A month later, workers painted bright white stripes across the road, and Mr Zulu arrived in an orange vest with a big round stop sign.',
      },
      {
        text: 'Now, when Thandi crosses the road, she thinks about all the other things a letter could change. She has already started her next one.',
      },
    ],
  },
  {
    slug: 'rain-songs',
    title: 'Rain Songs',
    authors: ['Farida Ansari'],
    illustrator: 'Ishaan Bose',
    description:
      'Six short poems for the monsoon: puddles, paper boats, frogs, a very big umbrella and the smell of the first rain on dry earth.',
    language: 'en',
    reading_level: 2,
    age_min: 6,
    age_max: 10,
    category: 'poems-rhymes',
    featured: false,
    sdgs: [6, 13],
    mode: 'reading-corner',
    license: 'CC BY 4.0',
    pages: [
      {
        text: 'The First Rain\nThe dry earth waited all through May,\nthen rain came dancing down one day.\nThe whole street smelled of something new —\nof mud and leaves and clouds and dew.',
      },
      {
        text: 'Puddles\nA puddle is a mirror\nthat lies down on the ground.\nJump in, and all the sky breaks up\nwith a happy, splashing sound.',
      },
      {
        text: 'The Frog Choir\nWhen night comes after rain,\nthe frogs begin their song.\nCroak-croak, ribbit-ribbit —\nthey sing it all night long.',
      },
      {
        text: 'Paper Boats\nI fold old paper into boats,\none red, one blue, one white,\nand race them down the gutter stream\nuntil they sail from sight.',
      },
      {
        text: 'Umbrella Day\nGrandpa’s black umbrella\nis big enough for three:\nfor Grandpa and my sister\nand a little bit of me.',
      },
      {
        text: 'After the Rain\nThe clouds roll back, the sun comes out,\nthe rooftops shine like glass.\nA rainbow stretches over town,\nand steam lifts from the grass.',
      },
    ],
  },
  {
    slug: 'ellie-never-forgets',
    title: 'Ellie Never Forgets',
    authors: ['Joseph Lekishon'],
    illustrator: 'Naserian Sankale',
    description:
      'In a year without rain, the smallest elephant in the herd remembers something her grandmother showed her long ago — and leads everyone to water.',
    language: 'en',
    reading_level: 2,
    age_min: 6,
    age_max: 9,
    category: 'animal-tales',
    featured: false,
    sdgs: [6, 15],
    mode: 'climate-action',
    license: 'CC BY-SA 4.0',
    pages: [
      {
        text: 'Ellie was the smallest elephant in her herd, but she had the biggest memory. She remembered every tree, every path and every story her Grandmother Tembo told her.',
      },
      {
        text: 'One year, the rains did not come. The grass turned brown and the waterholes dried into cracked mud. The herd walked and walked, but they could not find water.',
      },
      {
        text: 'Ellie closed her eyes and thought hard. Long ago, when she was very small, Grandmother Tembo had taken her to a place behind three red rocks, where water hid under the sand of a dry riverbed.',
      },
      {
        text: '‘Follow me!’ said Ellie. The big elephants were not sure, but they were very thirsty. So they followed the smallest elephant across the plain.',
      },
      {
        text: 'Behind three red rocks, Ellie found the dry riverbed. She dug with her feet and her trunk, and slowly, cool water seeped up into the hole.',
      },
      {
        text: 'The whole herd drank. That night, the grown-ups told a new story beside the waterhole: the story of the little elephant who never forgot.',
      },
    ],
  },
  {
    slug: 'the-paper-boat-race',
    title: 'The Paper Boat Race',
    authors: ['Rohit Bhatia'],
    illustrator: 'Neha Kulkarni',
    description:
      'Kabir and Zoya race paper boats in the rain. When one boat gets stuck, the race turns into something better.',
    language: 'en',
    reading_level: 1,
    age_min: 5,
    age_max: 7,
    category: 'friends-feelings',
    featured: false,
    sdgs: [3],
    mode: 'reading-corner',
    license: 'CC BY 4.0',
    pages: [
      { text: 'It is raining. Kabir and Zoya fold paper boats.' },
      { text: 'Kabir’s boat is red. Zoya’s boat is yellow. ‘Mine will win!’ says Kabir.' },
      { text: 'They put the boats in the stream by the road. Go, boats, go!' },
      { text: 'The red boat gets stuck on a stone. Kabir wants to cry.' },
      { text: 'Zoya’s boat bumps the red boat free. Now the two boats sail side by side.' },
      { text: '‘Nobody won,’ says Zoya. ‘We both won,’ says Kabir. They run to make more boats.' },
    ],
  },
  {
    slug: 'buzz-how-bees-make-honey',
    title: 'Buzz! How Bees Make Honey',
    authors: ['Carmen Ruiz'],
    illustrator: 'Pablo Herrera',
    description:
      'Follow Bea the worker bee from flower to hive and find out how nectar becomes honey, what pollination is, and why every spoonful is a gift.',
    language: 'en',
    reading_level: 2,
    age_min: 6,
    age_max: 9,
    category: 'science-wonder',
    featured: false,
    sdgs: [2, 15],
    mode: 'stem-explorers',
    license: 'CC BY 4.0',
    pages: [
      {
        text: 'Meet Bea, a worker honeybee. She lives in a wooden hive on Don Ernesto’s farm with thousands and thousands of sisters.',
      },
      {
        text: 'Bea flies from flower to flower. With her long, straw-like tongue she sucks up sweet nectar and keeps it in a special honey stomach.',
      },
      {
        text: 'While she drinks, yellow pollen sticks to her fuzzy body. When she visits the next flower, some of it rubs off. This is called pollination, and it helps plants make fruit and seeds.',
      },
      {
        text: 'Back at the hive, Bea passes the nectar to a younger house bee. The house bee mixes it with enzymes from her mouth and puts it into a little wax cell.',
      },
      {
        text: 'Then the bees fan their wings, hum-hum-hum, to dry out the nectar. When it is thick and sticky, it has become honey! The bees seal each cell with a wax lid.',
      },
      {
        text: 'In her whole life, Bea will make only about one twelfth of a teaspoon of honey. That is why every spoonful is a gift from thousands of bees — and why we should plant flowers for them.',
      },
    ],
  },
  {
    slug: 'nadia-maps-her-village',
    title: 'Nadia Maps Her Village',
    authors: ['Rukhsana Begum'],
    illustrator: 'Tanvir Hasan',
    description:
      'When floods come to her village in Bangladesh, the rescue boats get lost. So Nadia and her class set out to make a map of every lane, well and family — a map that keeps people safe.',
    language: 'en',
    reading_level: 4,
    age_min: 9,
    age_max: 12,
    category: 'everyday-heroes',
    featured: false,
    sdgs: [4, 11, 13],
    mode: 'global-citizens',
    license: 'CC BY 4.0',
    pages: [
      {
        text: 'Nadia’s village sat beside a wide, slow river in northern Bangladesh. Every monsoon the river grew, and every few years it climbed over its banks and into the lanes, the fields and sometimes the houses.',
      },
      {
        text: 'During the last flood, rescue boats had come from the district town, but the boatmen did not know the village. They did not know which lanes led to the school on high ground, or which houses had grandparents who could not walk.',
      },
      {
        text: '‘We need a map,’ Nadia told her teacher, Mr Rahman. ‘Not a map of the country — a map of us.’ Mr Rahman had a better idea: the whole class would make one together.',
      },
      {
        text: 'For a month, the students walked every lane with a borrowed phone, a notebook and a long tape measure. They marked wells, bridges, the mosque, the temple, the health post and the high ground. They asked every family how many people lived in their house and who might need help in a flood.',
      },
      {
        text: 'Some things were hard to map. Paths that were dry in winter were under water in August, so the students asked the older fishermen, who remembered exactly where the water had reached in every flood for forty years. Nadia drew those lines in blue.',
      },
      {
        text: 'When the map was finished, it was painted on a huge board outside the village office. Copies went to the rescue team, the health post and the school, so everyone could see the safe routes at a glance.',
      },
      {
        text: 'The next monsoon, the water rose again. This time the boats knew where to go, and every family knew the quickest path to high ground. Watching the boats follow her blue lines, Nadia understood that a map can be a kind of promise.',
      },
    ],
  },
  {
    slug: 'the-net-that-came-up-full',
    title: 'The Net That Came Up Full',
    authors: ['Maria Fernanda Lopes'],
    illustrator: 'Tiago Costa',
    description:
      'Off the coast of Bahia, Caio and his grandmother haul in a net full of plastic instead of fish. What his class does next cannot clean the whole ocean — but it changes their corner of it.',
    language: 'en',
    reading_level: 4,
    age_min: 9,
    age_max: 12,
    category: 'nature-planet',
    featured: false,
    sdgs: [12, 14],
    mode: 'climate-action',
    license: 'CC BY-NC-SA 4.0',
    pages: [
      {
        text: 'Caio had been going out in his grandmother’s boat since he was six. Vó Lurdes could read the sea like a book: the colour of the water, the shape of the waves, the birds that circled where the fish were.',
      },
      {
        text: 'One grey morning off the coast of Bahia, they pulled in the net and it was heavy — heavier than it had been all season. Caio cheered. Then the net came over the side, and his cheer stuck in his throat.',
      },
      {
        text: 'It was full, but not of fish. Tangled in the mesh were bottles, flip-flops, a toy bucket and dozens of plastic bags that drifted in the water like jellyfish. Among them, a single silver fish flapped to get free.',
      },
      {
        text: '‘The sea gives back what we give it,’ said Vó Lurdes quietly. She let the fish go, and they carried all the rubbish home instead.',
      },
      {
        text: 'Caio could not stop thinking about it. At school, he and his friends made a chart of the rubbish they found on the beach over two weeks. Most of it came from things people had used once and thrown away: bags, bottles and straws.',
      },
      {
        text: 'The class took their chart to the market. They asked the stallholders to stop giving out thin plastic bags, and they sewed cloth bags from old sails to sell for a few coins. The fishermen agreed to bring any rubbish they caught back to shore instead of throwing it over the side.',
      },
      {
        text: 'It did not clean the whole ocean. But a year later, when Caio and Vó Lurdes pulled in their net, it came up silver and full of fish, with only one bottle caught in the corner. Caio kept that bottle on his windowsill, to remember.',
      },
    ],
  },
  {
    slug: 'riddles-by-the-river',
    title: 'Riddles by the River',
    authors: ['Tomás Villanueva'],
    illustrator: 'Inés Carrillo',
    description:
      'Five rhyming riddles about the things that live in and around a river, with the answers hidden at the end of each page — and a challenge to write your own.',
    language: 'en',
    reading_level: 3,
    age_min: 7,
    age_max: 11,
    category: 'poems-rhymes',
    featured: false,
    sdgs: [6, 15],
    mode: 'reading-corner',
    license: 'CC BY 4.0',
    pages: [
      {
        text: 'I carry the sky on my back\nand boats upon my skin.\nI’m born up in the mountains\nand end where seas begin.\nWhat am I? (Answer: a river.)',
      },
      {
        text: 'I’m round and flat and shiny green,\nI float upon the pond;\na frog sits on my back all day,\nand of him I am fond.\nWhat am I? (Answer: a lily pad.)',
      },
      {
        text: 'I wear a coat of brightest blue,\nI sit so still, then dive straight through;\nI catch my lunch without a hook.\nWho am I? (Answer: a kingfisher.)',
      },
      {
        text: 'I have no wings, and yet I fly\nup from the river to the sky;\nI fall again when I am cool\nto fill the puddle, pond and pool.\nWhat am I? (Answer: water, on its journey through the water cycle.)',
      },
      {
        text: 'Grey and smooth, I sleep all day\nwhere the quick waters like to play.\nThrow me flat and watch me skip —\none, two, three, then down I slip!\nWhat am I? (Answer: a flat pebble.)',
      },
      {
        text: 'Now it is your turn! Sit by a river, a pond or even a puddle. Choose something you can see and write three clues about it without saying its name. Can your friends guess what it is?',
      },
    ],
  },
  {
    slug: 'how-the-baobab-learned-to-share',
    title: 'How the Baobab Learned to Share',
    authors: ['Aminata Diallo'],
    illustrator: 'Moussa Traoré',
    description:
      'When the world was new, Baobab kept everything for herself. A year without rain teaches her that the more you share, the more you have. A new tale in the old style.',
    language: 'en',
    reading_level: 3,
    age_min: 8,
    age_max: 11,
    category: 'folk-tales',
    featured: false,
    sdgs: [10, 15],
    mode: 'global-citizens',
    license: 'CC BY 4.0',
    pages: [
      {
        text: 'When the world was new, Baobab was the most beautiful tree on the savanna. Her leaves were thick and glossy, her flowers were as white as the moon, and she knew it.',
      },
      {
        text: '‘Don’t sit in my shade,’ she told the tired antelope. ‘Don’t nest in my branches,’ she told the weaver birds. ‘Don’t touch my fruit,’ she told the baboons. ‘Everything I have is mine.’',
      },
      {
        text: 'Then came a year with no rain. The grass dried, the rivers shrank and the animals grew thin. Baobab’s glossy leaves fell one by one, and her flowers would not open.',
      },
      {
        text: 'The weaver birds, who had no home in her branches, were not there to eat the insects on her bark. The baboons, who had never carried her seeds away, were not there to plant new trees. For the first time, Baobab felt alone.',
      },
      {
        text: 'An old tortoise rested against her trunk. ‘A tree that keeps everything for herself,’ he said, ‘has nothing when hard times come.’',
      },
      {
        text: 'Baobab thought about this for a very long time, as trees do. When the rains came back at last, she drank and drank and stored the water deep in her great trunk, so that she could give it back slowly in the dry season.',
      },
      {
        text: 'From then on, she let the birds nest, the baboons eat her fruit and every traveller rest in her shade. And that is why the baobab is wide and round and full of water — because she learned that the more she shared, the more she had.',
      },
    ],
  },
  {
    slug: 'hello-namaste-jambo',
    title: 'Hello, Namaste, Jambo!',
    authors: ['Ana Lucía Torres', 'Dev Malhotra'],
    illustrator: 'Amina Yusuf',
    description:
      'Wave, bow, shake hands or press your palms together: a first book about the many ways children around the world say hello.',
    language: 'en',
    reading_level: 1,
    age_min: 5,
    age_max: 7,
    category: 'around-the-world',
    featured: true,
    sdgs: [4, 10, 17],
    mode: 'global-citizens',
    license: 'CC BY 4.0',
    pages: [
      { text: 'In London, Ella waves and says, ‘Hello!’' },
      { text: 'In Delhi, Dev puts his palms together and says, ‘Namaste!’' },
      { text: 'In Nairobi, Wanjiku smiles and says, ‘Jambo! Habari?’' },
      { text: 'In Lima, Camila gives her grandma a kiss on the cheek and says, ‘¡Hola!’' },
      { text: 'In Dakar, Moussa shakes hands and says, ‘Bonjour!’ Then he asks, ‘Nanga def?’ That means ‘How are you?’ in Wolof.' },
      { text: 'In Tokyo, Haruto bows and says, ‘Konnichiwa!’' },
      { text: 'So many ways to say hello! How do you say hello? Wave, smile and say it to a friend today.' },
    ],
  },
  {
    slug: 'whats-in-your-lunchbox',
    title: 'What’s in Your Lunchbox?',
    authors: ['Priyanka Das'],
    illustrator: 'Luis Mendoza',
    description:
      'Idli in Chennai, tacos in Mexico City, jollof rice in Accra: open six lunchboxes from around the world and find out what they all have in common.',
    language: 'en',
    reading_level: 2,
    age_min: 6,
    age_max: 9,
    category: 'around-the-world',
    featured: false,
    sdgs: [2, 10, 12],
    mode: 'global-citizens',
    license: 'CC BY 4.0',
    pages: [
      { text: 'Today we are going on a lunchbox journey around the world. Open your lunchbox, and let’s see what’s inside!' },
      {
        text: 'In Chennai, Kavya has idli — soft, round rice cakes — with coconut chutney, packed in a shiny steel tiffin box with three layers.',
      },
      { text: 'In Mexico City, Emilio has two tacos with beans and avocado, wrapped in a cloth napkin to keep them warm.' },
      { text: 'In Accra, Esi has jollof rice, red and spicy, with fried plantain on the side. ‘The plantain is the best part,’ she says.' },
      { text: 'In Paris, Louis has a piece of baguette with cheese, an apple and a little pot of yoghurt.' },
      { text: 'In Hanoi, Linh has soft rice rolls with fresh herbs and a small box of cut mango.' },
      {
        text: 'Every lunchbox is different, but they all hold the same thing: food made with care. Which lunch would you like to try? What would you pack to share with the world?',
      },
    ],
  },

  // ───────────────────────────── Hindi ─────────────────────────────
  {
    slug: 'chand-ki-roti',
    title: 'चाँद की रोटी',
    authors: ['रितु वर्मा'],
    illustrator: 'अमन सक्सेना',
    description:
      'नन्ही मुनिया को लगता है कि चाँद एक बड़ी रोटी है, जिसे कोई हर रात थोड़ा-थोड़ा खा जाता है। नानी के साथ वह चाँद के बदलते रूप देखती है।',
    language: 'hi',
    reading_level: 1,
    age_min: 5,
    age_max: 7,
    category: 'science-wonder',
    featured: false,
    sdgs: [4],
    mode: 'stem-explorers',
    license: 'CC BY 4.0',
    pages: [
      { text: 'मुनिया को रोटी बहुत पसंद है। गोल-गोल, गरम-गरम रोटी।' },
      { text: 'एक रात मुनिया ने आसमान में देखा। वहाँ एक बड़ी, गोल, सफ़ेद रोटी थी! “नानी, देखो, चाँद की रोटी!”' },
      { text: 'अगली रात चाँद थोड़ा छोटा था। मुनिया बोली, “किसी ने चाँद की रोटी खा ली!”' },
      { text: 'हर रात चाँद और छोटा होता गया। फिर एक रात चाँद दिखा ही नहीं।' },
      { text: 'नानी हँसीं। “चाँद को कोई नहीं खाता, मुनिया। वह हर रात थोड़ा-थोड़ा छिपता है, और फिर थोड़ा-थोड़ा वापस आता है।”' },
      { text: 'और सच में, कुछ दिन बाद आसमान में चाँद की पतली-सी मुस्कान दिखी। फिर आधा चाँद। फिर पूरा, गोल चाँद!' },
      { text: 'मुनिया ताली बजाकर बोली, “चाँद की रोटी फिर से बन गई!”' },
    ],
  },
  {
    slug: 'pani-bachao-tinku',
    title: 'पानी बचाओ, टिंकू!',
    authors: ['संजय मिश्रा'],
    illustrator: 'पूजा राठौर',
    description:
      'टिंकू हमेशा नल खुला छोड़ देता है। जब मोहल्ले में पानी की कमी होती है, तो वह दादी से सीखता है कि हर बूँद कितनी कीमती है।',
    language: 'hi',
    reading_level: 2,
    age_min: 6,
    age_max: 9,
    category: 'nature-planet',
    featured: false,
    sdgs: [6, 13],
    mode: 'climate-action',
    license: 'CC BY 4.0',
    pages: [
      { text: 'टिंकू को पानी में खेलना बहुत अच्छा लगता है। दाँत साफ़ करते समय भी वह नल खुला छोड़ देता है।' },
      {
        text: 'एक दिन गर्मी की छुट्टियों में मोहल्ले के नलों में पानी आना बंद हो गया। लोग बाल्टियाँ लेकर टैंकर के पास लंबी लाइन में खड़े हो गए।',
      },
      { text: 'दादी ने कहा, “टिंकू, धरती पर पानी बहुत है, पर पीने लायक साफ़ पानी बहुत कम है। हर बूँद कीमती है।”' },
      {
        text: 'टिंकू ने सोचा, फिर एक योजना बनाई। दाँत साफ़ करते समय नल बंद। सब्ज़ियाँ धोने का पानी पौधों के लिए। टपकते नल की बात पापा से।',
      },
      { text: 'उसने अपनी कक्षा में एक पोस्टर भी लगाया: “हर बूँद बचाओ, कल के लिए!” उसके दोस्तों ने भी पानी बचाने का वादा किया।' },
      {
        text: 'बरसात आई, तो टिंकू और दादी ने छत का पानी एक बड़े ड्रम में इकट्ठा किया। अब टिंकू को पानी से खेलने से ज़्यादा, पानी बचाना अच्छा लगता है।',
      },
    ],
  },
  {
    slug: 'dadi-ka-basta',
    title: 'दादी का बस्ता',
    authors: ['कविता जोशी'],
    illustrator: 'अनुराग सिंह',
    description:
      'गुड़िया की दादी कभी स्कूल नहीं गईं। एक स्लेट, कुछ अक्षर और बहुत सारे प्यार से गुड़िया अपनी दादी की टीचर बन जाती है।',
    language: 'hi',
    reading_level: 2,
    age_min: 6,
    age_max: 9,
    category: 'everyday-heroes',
    featured: true,
    sdgs: [4, 5],
    mode: 'reading-corner',
    license: 'CC BY 4.0',
    pages: [
      { text: 'गुड़िया रोज़ सुबह अपना बस्ता लेकर स्कूल जाती है। दादी दरवाज़े पर खड़ी होकर उसे देखती रहती हैं।' },
      {
        text: 'एक दिन गुड़िया ने पूछा, “दादी, आप स्कूल क्यों नहीं गईं?” दादी ने धीरे से कहा, “हमारे गाँव में लड़कियों के लिए स्कूल नहीं था, बिटिया।”',
      },
      { text: 'उस शाम गुड़िया ने अपनी स्लेट निकाली। “आज से मैं आपकी टीचर हूँ,” उसने कहा, और लिखा: अ, आ, इ, ई।' },
      {
        text: 'दादी की उँगलियाँ काँपती थीं, पर वे रोज़ अभ्यास करती थीं। कभी अक्षर टेढ़े बनते, कभी उल्टे। गुड़िया कहती, “कोई बात नहीं, फिर से!”',
      },
      { text: 'कुछ महीनों बाद दादी ने अख़बार की पहली पंक्ति खुद पढ़ी। पूरा घर ताली बजाने लगा।' },
      {
        text: 'गुड़िया के जन्मदिन पर दादी ने उसे एक चिट्ठी दी। उस पर टेढ़े-मेढ़े पर सुंदर अक्षरों में लिखा था: “मेरी सबसे अच्छी टीचर को — तुम्हारी दादी।”',
      },
      { text: 'अब दादी का भी एक बस्ता है। उसमें एक कॉपी, दो पेंसिलें और ढेर सारे सपने हैं।' },
    ],
  },
  {
    slug: 'bhulakkad-gilahari',
    title: 'भुलक्कड़ गिलहरी',
    authors: ['नेहा अग्रवाल'],
    illustrator: 'रोहन तिवारी',
    description: 'चिंकी गिलहरी अपने छिपाए हुए बीज भूल जाती है। पर उसकी भूल से कुछ बहुत सुंदर उग आता है।',
    language: 'hi',
    reading_level: 1,
    age_min: 5,
    age_max: 7,
    category: 'animal-tales',
    featured: false,
    sdgs: [15],
    mode: 'climate-action',
    license: 'CC BY 4.0',
    pages: [
      { text: 'चिंकी गिलहरी बहुत भुलक्कड़ है।' },
      { text: 'सर्दी आने वाली थी। चिंकी ने बहुत सारे बीज और दाने इकट्ठा किए।' },
      { text: 'उसने कुछ बीज पेड़ के नीचे छिपाए, कुछ झाड़ी के पास, और कुछ नदी के किनारे।' },
      { text: 'पर सर्दी में चिंकी भूल गई कि बीज कहाँ छिपाए थे! वह इधर ढूँढती, उधर ढूँढती।' },
      { text: 'फिर बसंत आया। जहाँ-जहाँ चिंकी ने बीज छिपाए थे, वहाँ छोटे-छोटे पौधे उग आए।' },
      { text: 'कुछ साल बाद वहाँ एक छोटा-सा जंगल था। सब पक्षी बोले, “धन्यवाद, चिंकी! तुम्हारी भूल ने हमें नया घर दे दिया।”' },
    ],
  },

  // ───────────────────────────── Spanish ─────────────────────────────
  {
    slug: 'donde-esta-mi-sombrero',
    title: '¿Dónde está mi sombrero?',
    authors: ['Rosa Condori'],
    illustrator: 'Julián Apaza',
    description:
      'El viento se lleva el sombrero rojo de la llama Lola. ¿Dónde estará? Un cuento con mucha repetición para los primeros lectores.',
    language: 'es',
    reading_level: 1,
    age_min: 5,
    age_max: 7,
    category: 'animal-tales',
    featured: true,
    sdgs: [4],
    mode: 'reading-corner',
    license: 'CC BY 4.0',
    pages: [
      { text: 'La llama Lola tiene un sombrero rojo. Le gusta mucho su sombrero.' },
      { text: 'Un día sopla el viento. ¡Fuuu! El sombrero se va volando.' },
      { text: '—¿Dónde está mi sombrero? —pregunta Lola.\n—Aquí no está —dice la vicuña.' },
      { text: '—¿Dónde está mi sombrero? —pregunta Lola.\n—Aquí no está —dice el cóndor.' },
      { text: 'Lola busca y busca. Por fin, ve algo rojo en un árbol.' },
      { text: '¡Es su sombrero! Pero ahora hay un nido dentro, con tres huevitos.' },
      { text: 'Lola sonríe. —Quédate con él, pajarito —dice—. Mi abuela me va a tejer otro.' },
    ],
  },
  {
    slug: 'la-huerta-de-la-abuela-rosa',
    title: 'La huerta de la abuela Rosa',
    authors: ['Gabriela Hernández'],
    illustrator: 'Diego Morales',
    description:
      'En el pueblo de su abuela, en Oaxaca, Santiago descubre cómo el maíz, el frijol y la calabaza crecen juntos y se ayudan, como tres hermanas.',
    language: 'es',
    reading_level: 2,
    age_min: 6,
    age_max: 9,
    category: 'nature-planet',
    featured: false,
    sdgs: [2, 12, 15],
    mode: 'climate-action',
    license: 'CC BY 4.0',
    pages: [
      {
        text: 'Cada sábado, Santiago visita a su abuela Rosa en un pueblo de Oaxaca. Detrás de la casa, la abuela tiene una huerta llena de colores.',
      },
      {
        text: '—Mira, Santiago —dice la abuela—. Aquí el maíz, el frijol y la calabaza crecen juntos. Son como tres hermanas que se ayudan.',
      },
      {
        text: 'El maíz crece alto y derecho. El frijol sube por el tallo del maíz como por una escalera. La calabaza extiende sus hojas grandes sobre la tierra y le da sombra.',
      },
      {
        text: '—¿Y por qué no usas veneno para los bichos? —pregunta Santiago.\n—Porque las flores traen abejas y pájaros, y ellos me ayudan a cuidar la huerta —responde la abuela.',
      },
      {
        text: 'Santiago aprende a guardar las semillas más bonitas en frascos de vidrio. Cada frasco tiene una etiqueta con la letra redonda de la abuela.',
      },
      {
        text: 'En casa, Santiago planta tres semillas en una lata vieja: una de maíz, una de frijol y una de calabaza. Ahora él también tiene una pequeña huerta.',
      },
    ],
  },
  {
    slug: 'las-estrellas-de-valentina',
    title: 'Las estrellas de Valentina',
    authors: ['Camila Rojas'],
    illustrator: 'Felipe Araya',
    description:
      'En el desierto de Atacama, donde el cielo es uno de los más oscuros del mundo, Valentina visita el observatorio donde trabaja su tía y descubre lo que quiere ser de grande.',
    language: 'es',
    reading_level: 3,
    age_min: 8,
    age_max: 11,
    category: 'science-wonder',
    featured: false,
    sdgs: [4, 5, 9],
    mode: 'stem-explorers',
    license: 'CC BY 4.0',
    pages: [
      {
        text: 'Valentina vive en un pueblo pequeño del desierto de Atacama, en el norte de Chile. Allí casi nunca llueve, y de noche el cielo está tan oscuro que se ven miles de estrellas.',
      },
      {
        text: 'Su tía Carolina trabaja en un observatorio en lo alto de una montaña. Un día invita a Valentina a visitarlo. Los telescopios son enormes, y sus cúpulas blancas parecen huevos gigantes.',
      },
      {
        text: '—¿Por qué construyeron los telescopios aquí? —pregunta Valentina.\n—Porque el aire es muy seco y limpio, y no hay luces de ciudades cerca —explica su tía—. Es uno de los mejores lugares del mundo para mirar el cielo.',
      },
      {
        text: 'Esa noche, su tía le muestra la Cruz del Sur y las dos Nubes de Magallanes, que parecen manchas de leche en el cielo. —Son galaxias —dice—, como la nuestra, pero más pequeñas.',
      },
      {
        text: 'Valentina quiere saber cuántas estrellas hay, por qué brillan y si hay otros planetas como la Tierra. Su tía se ríe: —Para eso existen los científicos: para hacer preguntas y buscar respuestas.',
      },
      {
        text: 'Al volver a casa, Valentina empieza un cuaderno de estrellas. Cada noche dibuja lo que ve y anota la fecha y la hora. Ya sabe lo que quiere ser de grande: astrónoma.',
      },
    ],
  },
  {
    slug: 'el-rio-que-cantaba',
    title: 'El río que cantaba',
    authors: ['Andrés Caicedo Ríos'],
    illustrator: 'Lina Vargas',
    description:
      'En un valle de Colombia había un río que cantaba, hasta que la gente olvidó escucharlo. Una leyenda nueva sobre el agua, el silencio y una niña que decide ayudar.',
    language: 'es',
    reading_level: 2,
    age_min: 6,
    age_max: 9,
    category: 'folk-tales',
    featured: false,
    sdgs: [6, 15],
    mode: 'reading-corner',
    license: 'CC BY-SA 4.0',
    pages: [
      {
        text: 'Hace mucho tiempo, en un valle verde de Colombia, había un río que cantaba. Su canción era suave por la mañana y alegre por la tarde, y la gente del pueblo trabajaba al ritmo de su música.',
      },
      {
        text: 'Pero con los años, la gente olvidó escuchar. Tiraban basura en la orilla y lavaban con jabones fuertes en el agua. Poco a poco, la canción del río se volvió más débil.',
      },
      { text: 'Un día, el río dejó de cantar. Los peces se fueron, las ranas se callaron y el pueblo se quedó en un silencio muy triste.' },
      { text: 'Una niña llamada Juana bajó al río y acercó la oreja al agua. Escuchó un susurro muy pequeño: —Ayúdame.' },
      {
        text: 'Juana llamó a sus amigos. Juntos sacaron bolsas, botellas y latas del agua. Luego convencieron a sus padres de plantar árboles en la orilla.',
      },
      {
        text: 'Una mañana, muchos meses después, se oyó otra vez una nota suave, y luego otra. El río estaba cantando de nuevo. Desde entonces, el pueblo nunca olvidó escuchar.',
      },
    ],
  },

  // ───────────────────────────── Swahili ─────────────────────────────
  {
    slug: 'juma-na-mti-wa-mwembe',
    title: 'Juma na Mti wa Mwembe',
    authors: ['Zawadi Mwakalinga'],
    illustrator: 'Baraka Njoroge',
    description:
      'Juma anautunza mti wa mwembe nyumbani kwao. Kitabu kifupi kwa wasomaji wadogo kuhusu miti, kivuli na kushirikiana.',
    language: 'sw',
    reading_level: 1,
    age_min: 5,
    age_max: 7,
    category: 'nature-planet',
    featured: true,
    sdgs: [13, 15],
    mode: 'climate-action',
    license: 'CC BY 4.0',
    pages: [
      { text: 'Juma ana mti wa mwembe nyumbani kwao.' },
      { text: 'Asubuhi, ndege wanaimba juu ya mti.' },
      { text: 'Mchana, jua ni kali sana. Juma anakaa kivulini chini ya mti.' },
      { text: 'Jioni, Juma anamwagilia mti maji.' },
      { text: 'Siku moja, mti unazaa maembe mengi matamu.' },
      { text: 'Juma anawapa marafiki zake maembe. “Asante, mti wetu!” anasema Juma.' },
      { text: 'Kisha Juma anapanda mbegu ya embe. Mti mpya utakua!' },
    ],
  },
  {
    slug: 'siku-ya-mvua',
    title: 'Siku ya Mvua',
    authors: ['Rehema Salim'],
    illustrator: 'Neema Mollel',
    description:
      'Amina ana mwavuli mkubwa, lakini rafiki yake Baraka hana. Hadithi fupi kuhusu mvua, madimbwi na urafiki.',
    language: 'sw',
    reading_level: 1,
    age_min: 5,
    age_max: 7,
    category: 'friends-feelings',
    featured: false,
    sdgs: [3, 13],
    mode: 'reading-corner',
    license: 'CC BY 4.0',
    pages: [
      { text: 'Leo ni siku ya mvua. Mawingu ni meusi.' },
      { text: 'Amina ana mwavuli mkubwa wa njano.' },
      { text: 'Rafiki yake, Baraka, hana mwavuli. Baraka analowa.' },
      { text: '“Njoo, Baraka!” anasema Amina. “Tutumie mwavuli wangu pamoja.”' },
      { text: 'Wanatembea pamoja chini ya mwavuli. Mvua inanyesha, lakini wao wanacheka.' },
      { text: 'Wanaruka kwenye madimbwi. Chubwi! Chubwi!' },
      { text: 'Jua linarudi. “Asante kwa mwavuli, rafiki yangu,” anasema Baraka.' },
    ],
  },

  // ───────────────────────────── French ─────────────────────────────
  {
    slug: 'le-voyage-de-la-petite-tortue',
    title: 'Le voyage de la petite tortue',
    authors: ['Mariama Ndiaye'],
    illustrator: 'Olivier Faye',
    description:
      'Sur une plage du Sénégal, une petite tortue qui vient de naître doit trouver le chemin de la mer. Deux enfants vont l’aider.',
    language: 'fr',
    reading_level: 2,
    age_min: 6,
    age_max: 9,
    category: 'animal-tales',
    featured: true,
    sdgs: [14],
    mode: 'climate-action',
    license: 'CC BY 4.0',
    pages: [
      {
        text: 'Une nuit de pleine lune, sur une plage du Sénégal, un petit œuf se met à bouger. Crac\u00A0! Une toute petite tortue sort du sable.',
      },
      {
        text: 'Elle s’appelle Awa. Elle ne connaît rien du monde, mais elle sait une chose\u00A0: il faut aller vers la mer, là où la lune brille sur l’eau.',
      },
      {
        text: 'Le chemin est long pour une si petite tortue. Un crabe la regarde passer, une mouette tourne dans le ciel. Awa avance, pas à pas.',
      },
      {
        text: 'Soudain, elle voit une autre lumière, très forte, du côté des maisons. Awa hésite\u00A0: est-ce la mer\u00A0? Non, c’est la lampe d’un restaurant\u00A0!',
      },
      {
        text: 'Sur la plage, Ousmane et sa sœur Fatou surveillent les nids avec une lampe rouge. «\u00A0Éteignez les lumières, s’il vous plaît\u00A0!\u00A0» crie Fatou. Le restaurant éteint sa grande lampe.',
      },
      {
        text: 'Maintenant, Awa ne voit plus que la lune sur la mer. Elle court, elle court, et une vague l’emporte. Bon voyage, petite tortue\u00A0!',
      },
      {
        text: 'Dans vingt ans peut-être, Awa reviendra pondre ses œufs sur la même plage. Ousmane et Fatou seront là pour l’accueillir.',
      },
    ],
  },
  {
    slug: 'au-marche-avec-aissatou',
    title: 'Au marché avec Aïssatou',
    authors: ['Fatou Sow'],
    illustrator: 'Cheikh Diop',
    description:
      'Aïssatou accompagne sa maman au marché, à Dakar. Un livre pour compter de un à cinq, plein de couleurs et de bonnes choses.',
    language: 'fr',
    reading_level: 1,
    age_min: 5,
    age_max: 7,
    category: 'around-the-world',
    featured: false,
    sdgs: [2, 8],
    mode: 'global-citizens',
    license: 'CC BY 4.0',
    pages: [
      { text: 'Aujourd’hui, Aïssatou va au marché avec sa maman. Le marché est grand et plein de couleurs.' },
      { text: 'Une pastèque. Une grosse pastèque verte\u00A0!' },
      { text: 'Deux poissons. Deux poissons qui brillent comme de l’argent.' },
      { text: 'Trois mangues. Trois mangues jaunes et sucrées.' },
      { text: 'Quatre oignons et cinq tomates rouges dans le panier.' },
      { text: 'Maman dit\u00A0: «\u00A0Merci, madame\u00A0!\u00A0» Aïssatou dit\u00A0: «\u00A0Jërëjëf\u00A0!\u00A0» C’est «\u00A0merci\u00A0» en wolof.' },
      { text: 'Le panier est lourd. Combien de choses y a-t-il dedans\u00A0? Compte avec Aïssatou\u00A0!' },
    ],
  },
];
