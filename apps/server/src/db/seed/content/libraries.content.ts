import type { DemoLibrary } from './content.types.js';

/**
 * Partner and community libraries. Four platform-wide ones (two funded by demo projects), one of
 * Greenwood's own, shown on its site only, and one platform-wide draft that is not open yet.
 * Photos are drawn by generate-seed-art.mjs as libraries/<slug>-<n>.svg (never a picture of a child).
 */
export const DEMO_LIBRARIES: DemoLibrary[] = [
  {
    slug: 'sanwara-village-reading-corner',
    name: 'Sanwara Village Reading Corner',
    place: 'Sanwara, Barmer district, Rajasthan',
    country: 'IN',
    description: `Sanwara’s reading corner fills one end of the village community hall: a sturdy shelf, six cotton dhurries and 162 books in Hindi, Marwari and English, chosen with the children who use them. It was the thirty-first corner opened by the Pustak Gaadi Trust’s 50 Village Reading Corners project.

Kavita, a volunteer who finished secondary school last year, opens the corner three afternoons a week. Children borrow two books at a time and write them into a lending register; on Saturdays the older readers read aloud to the little ones.

In its first term the corner lent more than 900 books. The trust’s book cart still comes once a month to swap forty of them, so there is always something new on the shelf.`,
    books_count: 162,
    opened_on: '2025-07-14',
    project: 'fifty-village-reading-corners',
    site: 'platform',
    status: 'published',
    photos: [
      { caption: 'The reading corner’s shelf in the community hall', scene: 'shelves' },
      { caption: 'Saturday story time on the dhurries', scene: 'reading-circle' },
      { caption: 'The community hall at the edge of the village', scene: 'front' },
    ],
  },
  {
    slug: 'kalawa-community-reading-room',
    name: 'Kalawa Community Reading Room',
    place: 'Kalawa, Makueni County',
    country: 'KE',
    description: `The reading room sits beside Kalawa’s market in what used to be the farmers’ cooperative grain store. Parents whitewashed the walls, local carpenters built the shelves and tables, and the Makueni County library service lends it a box of new books every term.

It opens every afternoon and all day on Saturdays, when the reading clubs of the four primary schools meet here. Most of its books are in English and Kiswahili, with a growing shelf of Kamba stories written down by grandparents and illustrated by pupils.

There is no electricity yet, so the room closes at sunset. A solar lamp for evening homework is the parents’ association’s next plan.`,
    books_count: 1240,
    opened_on: '2023-02-06',
    project: null,
    site: 'platform',
    status: 'published',
    photos: [
      { caption: 'The old grain store, now the reading room', scene: 'front' },
      { caption: 'Tables and shelves made by Kalawa’s carpenters', scene: 'reading-room' },
    ],
  },
  {
    slug: 'bandipur-hill-library',
    name: 'Bandipur Hill Library',
    place: 'Bandipur, Tanahun',
    country: 'NP',
    description: `Bandipur Hill Library is a community library in an old Newari trading house on the town’s main street, run by a committee of teachers, shopkeepers and former students. It opened on Nepali New Year’s Day in 2019 with 400 donated books and now holds 2,380, in Nepali, English, Newari and Magar.

Children from the three schools on the ridge come after class for homework help and the Friday storytelling hour. Once a month a “doko library” of books carried in a bamboo basket goes out to the villages further along the ridge.

Volunteers keep the library open six days a week; older students earn their community-service hours shelving books and reading with younger children.`,
    books_count: 2380,
    opened_on: '2019-04-14',
    project: null,
    site: 'platform',
    status: 'published',
    photos: [
      { caption: 'The library’s trading-house front on the main street', scene: 'front' },
      { caption: 'The upstairs reading room', scene: 'reading-room' },
      { caption: 'New books waiting to be catalogued', scene: 'shelves' },
    ],
  },
  {
    slug: 'ccorca-girls-study-library',
    name: 'Ccorca Girls’ Study Library',
    place: 'Ccorca, Cusco',
    country: 'PE',
    description: `The study library is a bright room at the back of the secondary school in Ccorca, open until seven in the evening so that the girls on Yachay Warmi’s scholarships have a warm, quiet place to study before the ride home. It holds textbooks for every year, dictionaries, novels in Spanish and a small shelf of books in Quechua.

The room was furnished by the Secondary School Scholarships project: the shelves, four long tables, solar lamps and the first 400 books. Mentors meet their scholars here every fortnight.

Any pupil of the school may use it; the girls who run it decide together which books to buy each term.`,
    books_count: 610,
    opened_on: '2024-03-11',
    project: 'secondary-school-scholarships',
    site: 'platform',
    status: 'published',
    photos: [
      { caption: 'Long tables for evening study', scene: 'reading-room' },
      { caption: 'Textbooks and novels on the new shelves', scene: 'shelves' },
      { caption: 'The secondary school in Ccorca', scene: 'front' },
    ],
  },
  {
    slug: 'greenwood-book-shed',
    name: 'Greenwood Community Book Shed',
    place: 'Millbrook, by the Greenwood Primary School gate',
    country: 'GB',
    description: `Greenwood’s book shed stands by the school gate, where families wait at home time. Year 6 painted it, the parents’ association fitted the shelves, and anyone may take a book, leave a book or borrow one for as long as they like.

It holds about 420 books, from board books for younger brothers and sisters to cookery books and novels for grown-ups. The school’s reading ambassadors tidy it every Friday and choose a book of the week for the window.`,
    books_count: 420,
    opened_on: '2024-09-21',
    project: null,
    site: 'greenwood',
    status: 'published',
    photos: [
      { caption: 'The book shed by the school gate', scene: 'book-shed' },
      { caption: 'Inside the shed: books for every age', scene: 'shelves' },
    ],
  },
  {
    slug: 'jinja-lakeside-library',
    name: 'Jinja Lakeside Library',
    place: 'Jinja, Busoga',
    country: 'UG',
    description: `A reading room for the fishing communities on the shore of Lake Victoria, being set up with the Jinja district education office. It will open once its shelves and first 500 books are in place.`,
    books_count: 0,
    opened_on: '2026-09-01',
    project: null,
    site: 'platform',
    status: 'draft',
    photos: [
      { caption: 'The room being prepared for the library', scene: 'front' },
      { caption: 'The first boxes of books', scene: 'shelves' },
    ],
  },
];
