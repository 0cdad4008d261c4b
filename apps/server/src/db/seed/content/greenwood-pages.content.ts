import type { SitePageText } from '../../../modules/content/default-pages.content.js';

/** Greenwood Primary's own about and contact pages (the demo of a school's override). */
export const GREENWOOD_PAGES: Record<'about' | 'contact', SitePageText> = {
  about: {
    title: 'About Greenwood’s library',
    summary: 'Greenwood Primary School’s online library: books to read at school and at home, stories by our own pupils, courses and challenges, and the causes we support together.',
    body_md: `Welcome to Greenwood Primary School’s library site. This is where our pupils read, write and learn, at school and at home, and where families can join in.

## Reading at Greenwood

Every class has its own class code. Pupils sign in by typing it (or by showing the class QR code on the classroom wall to the camera), choosing their name and typing their password. Once in, they can read any book in the library, with the pages read aloud to them if they like, and in the font and colours that suit them best. The library remembers where each child stopped, so they can carry on at home.

Families can sign in with the community password. Ask the school office for it.

## Greenwood Writers

Our pupils are authors too. Stories written by Greenwood children live on the **Greenwood Writers** shelf. Every story is read by a teacher before it is published, and the site shows each writer by their first name only.

## The book shed

Our Community Book Shed stands by the school gate, where families wait at home time. Year 6 painted it and the parents’ association fitted the shelves. Anyone may take a book, leave a book, or borrow one for as long as they like. Our reading ambassadors tidy it every Friday and choose a book of the week for the window. You can find it under **Libraries**.

## Learning and doing

Classes follow courses and learning hubs here, such as the Climate Action Learning Hub, and take part in challenges. Year 4 Oak became Water Detectives around the school and wrote letters for the letter challenge, and letters by Year 3 Willow were chosen for the Dear World book.

## The causes we support

Since our nature club built a hedgehog house for the school garden, Greenwood has supported the **Millbrook Hedgehog Rescue**, which cares for young hedgehogs through the winter. This year we are raising money for its winter hospital. Classes and pupils also run their own fundraising pages, like Year 4 Oak’s bike-a-thon for bicycles for girls in Ccorca. Every gift is shown on the cause’s page.

## Part of Bright Futures

Greenwood is one of the schools supported by the Bright Futures Trust.

Questions? [Contact the school office](/contact).`,
  },
  contact: {
    title: 'Contact Greenwood Primary School',
    summary: 'How to reach Greenwood Primary School’s office about class codes, passwords, the library site and the book shed.',
    body_md: `The school office is happy to help with anything about this site: a lost class code, a forgotten password, the community password for families, consent for using the site at home, or a book missing from the book shed.

- **Email:** office@greenwood.test
- **Phone:** 01632 960 418 (office hours, 8.30am to 4pm, Monday to Friday in term time)
- **In person:** the school office, Greenwood Primary School, Millbrook

The form below sends your message to the school office. We aim to reply within two school days. Please do not include your child’s password.

If something on the site is not working, use [Report a problem](/report-a-problem), which reaches the team that runs the platform as well as us.`,
  },
};
