import type { DemoCauseExtras, DemoCharity, DemoDonation, DemoFundraiser } from './content.types.js';

/**
 * Greenwood's own charity: a local cause the school supports, shown on its site only. Amounts in
 * pence; the project is part-funded from before it joined.
 */
export const DEMO_SCHOOL_CHARITIES: DemoCharity[] = [
  {
    slug: 'millbrook-hedgehog-rescue',
    name: 'Millbrook Hedgehog Rescue',
    summary: 'A volunteer-run rescue near Greenwood that nurses injured and underweight hedgehogs back to health and returns them to the wild.',
    story: `Millbrook Hedgehog Rescue began in a garden shed in 2015, when a retired vet took in three hoglets found in a compost heap. Today a small team of volunteers cares for more than 300 hedgehogs a year: babies separated from their mothers, hedgehogs hurt by strimmers and netting, and autumn youngsters too small to survive hibernation.

Every hedgehog is weighed, warmed, fed and treated until it is strong enough to go home. Most are released in the gardens where they were found, with a note to the finder about leaving a gap under the fence and a shallow dish of water.

Greenwood's pupils have supported the rescue since their nature club built a hedgehog house for the school garden. Volunteers visit every spring to talk about wildlife-friendly gardens.`,
    website: 'https://www.example.org/millbrook-hedgehogs',
    currency: 'GBP',
    projects: [
      {
        slug: 'winter-hedgehog-hospital',
        title: 'A Winter Hospital for Hedgehogs',
        summary: 'Heat pads, weighing scales and twenty new hutches so that underweight autumn hoglets can be cared for through the winter.',
        story: `Every autumn, dozens of young hedgehogs are found that are too small to survive hibernation: they need to weigh at least 600 grams, and many weigh less than half that. They spend the winter with us, in warm hutches, eating and growing until spring.

This winter we want to care for more of them. Your gift buys twenty new hutches with heat pads, digital scales to check each hedgehog's weight every day, and food for the whole winter.

In April, every healthy hedgehog goes back to a garden near where it was found. Greenwood pupils will help to choose names and follow their progress on our weekly weigh-in chart.`,
        goal_minor: 180_000,
        raised_minor: 46_500,
        currency: 'GBP',
      },
    ],
  },
];

/** Photos of every charity and project, and news on each project. */
export const DEMO_CAUSE_EXTRAS: Record<string, DemoCauseExtras> = {
  'pustak-gaadi-trust': {
    photos: [
      { caption: 'The first book cart on its weekly round', scene: 'book-cart' },
      { caption: 'A reading circle under the neem tree', scene: 'reading-circle' },
    ],
  },
  'library-on-wheels-barmer': {
    photos: [
      { caption: 'The van our local workshop will convert', scene: 'van' },
      { caption: 'New books sorted by reading level', scene: 'books' },
      { caption: 'A village stop on the planned route', scene: 'reading-circle' },
    ],
    updates: [
      {
        days_ago: 45,
        title: 'We have found our van',
        body: 'A local school has sold us its old minibus for far less than its value. Our mechanic has checked the engine and the brakes, and the workshop in Barmer has drawn up the plans for the shelves and the fold-out awning.',
      },
      {
        days_ago: 21,
        title: 'Children chose the first 600 books',
        body: 'Reading volunteers took catalogues to eight villages, and children voted for the books they most wanted. Picture books about animals and a Hindi series about a detective cat came top. The first 600 books are ordered.',
      },
      {
        days_ago: 6,
        title: 'The timetable for 24 villages is ready',
        body: 'Each village on the route will get a stop on the same day every week, in the late afternoon when school is over and the heat has eased. Village councils have chosen a shady spot for the van to park.',
      },
    ],
  },
  'fifty-village-reading-corners': {
    photos: [
      { caption: 'A new reading corner ready to open', scene: 'shelf' },
      { caption: 'Volunteers learning to run a lending register', scene: 'school' },
      { caption: 'Books waiting to be covered and stamped', scene: 'books' },
    ],
    updates: [
      {
        days_ago: 60,
        title: 'Corner number 31 is open',
        body: 'The reading corner in Dhanau opened with a story festival. 58 children borrowed a book on the first afternoon, and the volunteer, a Year 11 student called Pooja, has started a Saturday club for younger children.',
      },
      {
        days_ago: 14,
        title: 'Ten more volunteers trained',
        body: 'Ten young people from ten new villages finished our three-day training: choosing books, reading aloud, running a circle and keeping the lending register. Their corners will open as soon as the shelves arrive.',
      },
    ],
  },
  'maji-safi-kwa-watoto': {
    photos: [
      { caption: 'A finished rainwater tank at a school in Makueni', scene: 'tank' },
      { caption: 'A school health club’s handwashing station', scene: 'tap' },
    ],
  },
  'rain-tanks-for-kalawa-schools': {
    photos: [
      { caption: 'Sand and stones gathered by parents', scene: 'school' },
      { caption: 'The first tank rising at Kalawa Primary', scene: 'tank' },
      { caption: 'The first clean drink from a new tap', scene: 'tap' },
    ],
    updates: [
      {
        days_ago: 38,
        title: 'Parents have gathered the materials',
        body: 'Over three weekends, parents at the four schools collected sand from the riverbed and stones from the hillside. The masons start on the first tank next week.',
      },
      {
        days_ago: 12,
        title: 'The first tank is finished',
        body: 'The tank at Kalawa Primary is built, cured and connected to new gutters. The first rain of the short season filled it to a third. The school health club has started a rota to look after the tap.',
      },
    ],
  },
  'handwashing-stations-twelve-schools': {
    photos: [
      { caption: 'A foot-operated station made by local welders', scene: 'tap' },
      { caption: 'Soap and posters for a school health club', scene: 'school' },
    ],
    updates: [
      {
        days_ago: 30,
        title: 'The welders have a design',
        body: 'After testing three versions with pupils, the welders settled on a station with a wide pedal that the youngest children can press, and a lid that keeps the water clean.',
      },
      {
        days_ago: 9,
        title: 'Three schools have their stations',
        body: 'Twelve stations are installed at the first three schools. Health club members showed their classmates how to wash for twenty seconds by singing the school song twice.',
      },
    ],
  },
  'yachay-warmi': {
    photos: [
      { caption: 'The road to the secondary school in Ccorca', scene: 'bicycle' },
      { caption: 'After-school mentoring in the community hall', scene: 'school' },
    ],
  },
  'bicycles-for-girls-in-ccorca': {
    photos: [
      { caption: 'The first bicycles delivered to Ccorca', scene: 'bicycle' },
      { caption: 'The repair workshop’s tool wall', scene: 'books' },
      { caption: 'The morning route to school', scene: 'bicycle' },
    ],
    updates: [
      {
        days_ago: 50,
        title: 'Twenty bicycles have arrived',
        body: 'The first twenty bicycles made the long journey up from Cusco on a lorry. Each has a helmet, a lock and a basket for books.',
      },
      {
        days_ago: 19,
        title: 'Repair workshop, week one',
        body: 'Girls learned to fix a puncture, adjust their brakes and oil their chains. Everyone can now change an inner tube in under fifteen minutes.',
      },
      {
        days_ago: 4,
        title: 'Riding in groups',
        body: 'Girls from the same community now ride to school together in small groups, with an older student leading each one. The two-hour walk has become a thirty-minute ride.',
      },
    ],
  },
  'secondary-school-scholarships': {
    photos: [
      { caption: 'Uniforms and books ready for the new year', scene: 'books' },
      { caption: 'The secondary school in the valley', scene: 'school' },
    ],
    updates: [
      {
        days_ago: 33,
        title: 'Sixteen scholars have started',
        body: 'Sixteen girls began secondary school this term with their uniforms, books and a hot lunch every day. Each has met her mentor for the first time.',
      },
      {
        days_ago: 8,
        title: 'Mentors meet every fortnight',
        body: 'Our mentors, young women from the same villages who are now at college, meet their scholars every two weeks for homework help and a chat about plans.',
      },
    ],
  },
  'millbrook-hedgehog-rescue': {
    photos: [
      { caption: 'A hedgehog ready to go home', scene: 'hedgehog' },
      { caption: 'The hedgehog house in Greenwood’s garden', scene: 'garden' },
    ],
  },
  'winter-hedgehog-hospital': {
    photos: [
      { caption: 'A young hedgehog at its daily weigh-in', scene: 'hedgehog' },
      { caption: 'A wildlife-friendly garden in spring', scene: 'garden' },
    ],
    updates: [
      {
        days_ago: 27,
        title: 'Forty hoglets so far this autumn',
        body: 'Forty young hedgehogs have come in since September, the smallest weighing just 180 grams. Every spare corner of the shed now holds a hutch.',
      },
      {
        days_ago: 5,
        title: 'Year 4 Oak named our newest patients',
        body: 'Greenwood’s Year 4 Oak chose names for this week’s arrivals: Bramble, Conker and Pickle. We will send the class their weights every Friday.',
      },
    ],
  },
};

/** Fundraising pages at Greenwood: one student's, and Year 4 Oak's. */
export const DEMO_FUNDRAISERS: DemoFundraiser[] = [
  {
    key: 'amara',
    slug: 'amara-sponsored-silence',
    days_ago: 24,
    owner: { student: 'amarao07' },
    project: 'rain-tanks-for-kalawa-schools',
    title: 'Amara’s sponsored silence for clean water',
    story: `I learned that some children in Kenya carry water to school every morning. I am doing a sponsored silence for a whole school day to help build a rain tank, so they can have clean water in their playground.

Please sponsor me! Every dollar helps.`,
    goal_minor: 20_000,
  },
  {
    key: 'oak',
    slug: 'year-4-oak-bike-a-thon',
    days_ago: 18,
    owner: { class: true },
    project: 'bicycles-for-girls-in-ccorca',
    title: 'Year 4 Oak’s Bike-a-thon for Ccorca',
    story: `Year 4 Oak is riding 500 laps of the school playground on our bikes and scooters to help girls in Peru get bicycles for the long journey to school.

One bicycle, a helmet and a lock cost about £120. Our goal is to buy four. Thank you for cheering us on!`,
    goal_minor: 50_000,
  },
];

/** Paid gifts, so the pages show progress and supporters. Amounts in the cause's minor units. */
export const DEMO_DONATIONS: DemoDonation[] = [
  { site: 'main', project: 'library-on-wheels-barmer', amount_minor: 250_000, name: 'Meera Iyer', email: 'meera.iyer@example.com', dedication: 'In memory of my grandmother, who loved stories', days_ago: 20 },
  { site: 'main', project: 'library-on-wheels-barmer', amount_minor: 100_000, name: 'Rohan Gupta', email: 'rohan.gupta@example.com', days_ago: 11 },
  { site: 'main', project: 'library-on-wheels-barmer', amount_minor: 500_000, name: 'Vikram Shah', email: 'vikram.shah@example.com', anonymous: true, dedication: 'For my old school in Barmer', days_ago: 3 },
  { site: 'main', project: 'fifty-village-reading-corners', amount_minor: 800_000, name: 'Kavya Menon', email: 'kavya.menon@example.com', dedication: 'One whole corner, for the Thar Book Club', days_ago: 9 },
  { site: 'main', charity: 'pustak-gaadi-trust', amount_minor: 150_000, name: 'Anjali Singh', email: 'anjali.singh@example.com', display_name: 'Anjali S.', days_ago: 15 },
  { site: 'main', project: 'rain-tanks-for-kalawa-schools', amount_minor: 5_000, name: 'Daniel Brooks', email: 'daniel.brooks@example.com', days_ago: 17 },
  { site: 'main', project: 'rain-tanks-for-kalawa-schools', amount_minor: 10_000, name: 'Grace Mutua', email: 'grace.mutua@example.com', anonymous: true, days_ago: 2 },
  { site: 'main', project: 'handwashing-stations-twelve-schools', amount_minor: 2_500, name: 'Lucy Ward', email: 'lucy.ward@example.com', days_ago: 6 },
  { site: 'main', project: 'bicycles-for-girls-in-ccorca', amount_minor: 12_000, name: 'Hannah Clarke', email: 'hannah.clarke@example.com', dedication: 'A bike for a girl who dreams big', days_ago: 13 },
  { site: 'main', project: 'secondary-school-scholarships', amount_minor: 4_000, name: 'Tom Ellis', email: 'tom.ellis@example.com', days_ago: 7 },
  { site: 'greenwood', project: 'rain-tanks-for-kalawa-schools', fundraiser: 'amara', amount_minor: 2_000, name: 'Rose Williams', email: 'rose.williams@example.com', display_name: 'Grandma Rose', dedication: 'Go Amara, so proud of you!', days_ago: 5 },
  { site: 'greenwood', project: 'rain-tanks-for-kalawa-schools', fundraiser: 'amara', amount_minor: 1_500, name: 'Femi Adeyemi', email: 'femi.adeyemi@example.com', display_name: 'Uncle Femi', days_ago: 4 },
  { site: 'greenwood', project: 'rain-tanks-for-kalawa-schools', fundraiser: 'amara', amount_minor: 1_000, name: 'Sam Taylor', email: 'sam.taylor@example.com', anonymous: true, days_ago: 1 },
  { site: 'greenwood', project: 'bicycles-for-girls-in-ccorca', fundraiser: 'oak', amount_minor: 2_500, name: 'Sofia Alvarez', email: 'teacher@greenwood.test', display_name: 'Ms Alvarez', dedication: 'For every lap Year 4 rode', days_ago: 6, account: 'teacher' },
  { site: 'greenwood', project: 'bicycles-for-girls-in-ccorca', fundraiser: 'oak', amount_minor: 8_640, name: 'Oak parents', email: 'oak.parents@example.com', display_name: 'Year 4 Oak parents’ coffee morning', days_ago: 3 },
  { site: 'greenwood', project: 'bicycles-for-girls-in-ccorca', fundraiser: 'oak', amount_minor: 2_000, name: 'Nikhil Patel', email: 'nikhil.patel@example.com', display_name: 'The Patel family', days_ago: 2 },
  { site: 'greenwood', project: 'winter-hedgehog-hospital', amount_minor: 15_000, name: 'Greenwood PTA', email: 'pta@greenwood.test', dedication: 'From the summer fair’s cake stall', days_ago: 10 },
  { site: 'greenwood', project: 'winter-hedgehog-hospital', amount_minor: 1_000, name: 'Jenny Holt', email: 'jenny.holt@example.com', days_ago: 1 },
];
