import type { DemoCharity } from './content.types.js';

/**
 * Three fictional charities, two projects each. Amounts are in minor units
 * (paise for INR, cents for USD, pence for GBP) and every project is part-funded.
 * Stories are paragraphs separated by blank lines.
 */
export const DEMO_CHARITIES: DemoCharity[] = [
  {
    slug: 'pustak-gaadi-trust',
    name: 'Pustak Gaadi Trust',
    summary: 'Mobile libraries and village reading corners for children in the desert districts of western Rajasthan, India.',
    story: `In the villages around Barmer, the nearest library can be a day’s journey away, and many homes have no books at all. Pustak Gaadi — “the book cart” — began in 2014 when two retired teachers loaded a camel cart with 300 books and started visiting one village a week.

Today the trust runs a small fleet of book carts and a team of local reading volunteers, most of them young women from the villages they serve. Children borrow books in Hindi, Marwari and English, listen to stories under the neem trees and take part in holiday reading camps.

Every rupee goes on books, transport and training. In the last year, 4,200 children borrowed more than 38,000 books, and teachers in partner schools report that children who join the reading circles read more fluently and come to school more often.`,
    website: null,
    currency: 'INR',
    projects: [
      {
        slug: 'library-on-wheels-barmer',
        title: 'A Library on Wheels for Barmer',
        summary: 'Turn a second-hand van into a mobile library that brings 2,000 books to 24 desert villages every week.',
        story: `Our camel carts are much loved, but they can reach only villages within a few kilometres of our base. A converted van with shelves, a fold-out awning and reading mats will let us visit 24 villages on a fixed weekly timetable, even in the hottest months.

Your gift pays for the van, its conversion by a local workshop, the first year of fuel and maintenance, and 2,000 new books chosen by children and teachers. Two reading volunteers will travel with the van to lead story sessions and help children choose books.

Every village on the route has asked for a stop. With your help, the first journey can start before the next school year.`,
        goal_minor: 120_000_000,
        raised_minor: 74_350_000,
        currency: 'INR',
      },
      {
        slug: 'fifty-village-reading-corners',
        title: '50 Village Reading Corners',
        summary: 'Set up a permanent reading corner with a shelf, mats and 150 books in fifty village schools and community halls.',
        story: `A reading corner is simple: a sturdy shelf, a few cotton mats, 150 carefully chosen books and a trained volunteer who opens it after school. But for a child who has never owned a book, it can change everything.

Each corner costs ₹8,000 to set up. The trust trains one volunteer per village, usually an older student or a young mother, to run reading circles three afternoons a week and keep a simple lending register.

We have already opened 31 corners with your support. Help us reach fifty before the monsoon, so that children have somewhere dry and bright to read when the rains come.`,
        goal_minor: 40_000_000,
        raised_minor: 31_260_000,
        currency: 'INR',
      },
    ],
  },
  {
    slug: 'maji-safi-kwa-watoto',
    name: 'Maji Safi kwa Watoto',
    summary: 'Clean, safe water for primary schools in the dry hills of Makueni County, Kenya.',
    story: `Maji safi kwa watoto means “clean water for children” in Swahili. In the hills of Makueni County, rains are short and unreliable, and many children spend hours each week fetching water from seasonal rivers instead of learning.

Since 2016, we have worked with parents, teachers and county health workers to build rainwater tanks and sand dams, install handwashing stations and train school health clubs. Every project is planned with the community, and parents contribute labour, sand and stones.

Schools with a reliable water supply see fewer children missing lessons through illness, and girls in particular spend more time in class. So far, 41 schools and more than 16,000 children have safe water on site.`,
    website: 'https://www.example.org/maji-safi',
    currency: 'USD',
    projects: [
      {
        slug: 'rain-tanks-for-kalawa-schools',
        title: 'Rain Tanks for Kalawa Schools',
        summary: 'Build four 10,000-litre rainwater tanks with gutters and taps at primary schools in Kalawa.',
        story: `The four primary schools in Kalawa serve almost 1,900 children. None of them has a reliable water source, so children carry water to school each morning in small containers, and in the dry season many carry none at all.

Each new tank collects rain from the school roof through new gutters, stores 10,000 litres and feeds a lockable tap in the school yard. Local masons will build the tanks, and parents will help to dig and carry materials. The school health club will look after the tap and check the water is clean.

With one good rainy season, each tank can give every child a clean drink every school day for months.`,
        goal_minor: 1_800_000,
        raised_minor: 1_123_500,
        currency: 'USD',
      },
      {
        slug: 'handwashing-stations-twelve-schools',
        title: 'Handwashing Stations for Twelve Schools',
        summary: 'Install simple, foot-operated handwashing stations and train health clubs in twelve primary schools.',
        story: `Washing hands with soap is one of the cheapest ways to keep children healthy, but it is hard to do without water and a place to wash. Our foot-operated stations are made by local welders, use very little water and are easy for small children to use.

Each school receives four stations, a year’s supply of soap and training for a pupil health club, who remind classmates to wash before eating and after using the toilet.

Your gift keeps children in class instead of at home with preventable illnesses.`,
        goal_minor: 650_000,
        raised_minor: 208_000,
        currency: 'USD',
      },
    ],
  },
  {
    slug: 'yachay-warmi',
    name: 'Yachay Warmi',
    summary: 'Helping girls in the highland communities of Cusco, Peru, stay in school and finish secondary education.',
    story: `In Quechua, yachay means knowledge and warmi means woman. In the high villages above Cusco, many girls leave school at twelve or thirteen: the secondary school is far away, families need help at home and there is little money for uniforms and books.

Yachay Warmi works with families and schools so that girls can continue their education. We provide bicycles for long journeys, small scholarships for uniforms and materials, and after-school mentoring with young women from the same communities who have gone on to college.

Girls in our programme are more than twice as likely to finish secondary school as girls in the same villages a decade ago. Many now want to become teachers, nurses, engineers and community leaders.`,
    website: 'https://www.example.org/yachay-warmi',
    currency: 'GBP',
    projects: [
      {
        slug: 'bicycles-for-girls-in-ccorca',
        title: 'Bicycles for Girls in Ccorca',
        summary: 'Give 75 girls a sturdy bicycle, a helmet and repair training, to cut a two-hour walk to school to thirty minutes.',
        story: `For girls in the farming communities of Ccorca, the walk to secondary school can take two hours each way along steep, lonely paths. Parents worry about their safety, and tired girls find it hard to concentrate.

A sturdy mountain bicycle, a helmet and a lock cost about £120. Each girl also joins a repair workshop, so she can fix punctures and adjust brakes herself, and girls ride in groups for safety.

The bicycles belong to the programme and pass to a younger girl when their rider finishes school, so each one will carry several girls through their education.`,
        goal_minor: 900_000,
        raised_minor: 612_040,
        currency: 'GBP',
      },
      {
        slug: 'secondary-school-scholarships',
        title: 'Secondary School Scholarships',
        summary: 'Fund uniforms, books, school meals and mentoring for 40 girls through their five years of secondary school.',
        story: `A place at secondary school is free, but uniforms, shoes, books and travel are not. For a family living on a small farm, these costs can decide whether a daughter stays in school.

Each scholarship covers a girl’s uniform, materials and a hot lunch every school day, and pairs her with a mentor who meets her every fortnight to help with homework, plans and problems.

Our scholars have already become the first women in their families to finish secondary school. Help forty more girls begin that journey this year.`,
        goal_minor: 2_400_000,
        raised_minor: 987_500,
        currency: 'GBP',
      },
    ],
  },
];
