import { SUBMISSION_MAX_BYTES } from '@commonshelf/shared/challenges/challenges.schemas';
import { FUNDRAISER_LIMITS } from '@commonshelf/shared/charities/fundraising.schemas';
import { DEDICATION_MAX } from '@commonshelf/shared/commerce/checkout.schemas';
import { BOOK_LANGUAGES } from '@commonshelf/shared/library/library.schemas';
import { BOOK_FILE_MAX_BYTES, BOOK_IMAGE_MAX_BYTES, BOOK_LICENSES, BOOK_MAX_PAGES } from '@commonshelf/shared/library/publishing.schemas';
import { ERASURE_GRACE_DAYS, PARENT_CONSENT_DAYS, TERMS_VERSION } from '@commonshelf/shared/privacy/data-rights.schemas';
import { IDLE_MINUTES, RETENTION_DAYS } from '@commonshelf/shared/privacy/privacy.schemas';
import type { ContentPageSlug } from '@commonshelf/shared/site/content-pages.schemas';

/**
 * The public site's editable pages as they first appear: the product's own text, in Markdown, which
 * the platform admin (and, for about and contact, each school) then edits. Every statement here is
 * something the product does; the numbers come from the constants the server enforces, so the first
 * version cannot disagree with them. The page shows its title itself: bodies start at `##`.
 */
export type SitePageText = { title: string; summary: string; body_md: string };

const num = (n: number) => n.toLocaleString('en-GB');
const days = (n: number) => `${num(n)} days`;
const mb = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;
/** "English, Hindi, Spanish, Swahili or French". */
const orList = (items: readonly string[]) => (items.length > 1 ? `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}` : (items[0] ?? ''));
const LANGUAGES = orList(Object.values(BOOK_LANGUAGES));
const TERMS_DATE = new Date(`${TERMS_VERSION}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const OPEN_LICENCES = orList(BOOK_LICENSES.filter((l) => l !== 'All rights reserved'));

const about: SitePageText = {
  title: 'About Commonshelf',
  summary: 'Commonshelf gives schools and organisations their own site for reading, learning and giving: a library of books and children’s stories, courses, challenges and charity projects, built around children’s privacy.',
  body_md: `Commonshelf is a platform that gives each school, or each group of schools, a site of its own: a library of books and of stories its children write, courses and learning hubs, challenges that turn learning into action, charity projects to support, and a small shop. One platform runs every site, and each site belongs to its school.

## Who it is for

- **Children**, who read, write, learn and take part in challenges, signing in with their class code rather than an email address.
- **Teachers**, who see what their classes read and write, review the stories and books their students send, feature the best challenge entries and enrol whole classes in courses.
- **School admins**, who run the school’s site: its classes and accounts, its branding, its own books, courses and charities, and its students’ data.
- **Organisations**, such as a trust with several schools, which see their schools’ numbers, books and stories together on a site of their own.
- **Families and visitors**, who read, give to a cause or a child’s fundraising page, and buy books.

## What a school gets

- **A branded site** at its own address on the platform (its chosen name, such as \`yourschool.\`, followed by the platform’s address), in the school’s colours and with its logo, which its admins can change at any time. The site’s emails, invoices and certificates carry the same name, logo and colour.
- **Class-code sign-in for children.** A child types the class code (or shows the class QR code to the camera), picks their name from the class list and enters their password. When the school adds a class, it can print a login card for every child.
- **A library** of picture books, PDFs and EPUBs in ${LANGUAGES}, with a reader that can read aloud, switch to a dyslexia-friendly font, change the background colour and remember where each reader stopped. Children’s own stories and books appear on the school’s site once a teacher has read them.
- **Courses and learning hubs** with chapters, short lessons, quizzes and a certificate with a QR code that anyone can check. Live lessons and webinars, impact films and the seventeen Sustainable Development Goals sit alongside them.
- **Challenges**: missions for the Global Goals, comprehension corners about a book, and the letter-writing challenge whose best letters become the Dear World book.
- **Charities and fundraising**: the platform’s causes and the school’s own, each project with its goal, what it has raised and news from the project; children, teachers and classes can start their own fundraising pages.
- **A shop** for e-books, printed books and the Dear World book, paid by card, PayPal or PhonePe, with an invoice for every order.

## What we believe

**Children’s privacy comes first, by default.** Children need no email address. Wherever anyone outside their school can see a child’s work, the child is named by their first name only, and there are no public profiles of children. A school can download or erase any student’s data, and every signed-in person can download their own. Our [privacy policy](/privacy-policy) sets out exactly what we keep.

**No adverts, no trackers.** Commonshelf shows no advertising and uses no analytics. Pages load nothing from other websites: no outside scripts, fonts or images. Our automated tests open the public pages, a student’s dashboard, the reader and the school admin’s console and fail if any of them asks another website for anything. The exceptions are video, since a few lessons and films play from YouTube’s privacy-enhanced player or Vimeo’s (a film’s player loads only when you press Play), and the bot check that the main site’s sign-up form can show when the platform is set up to use one.

**Reading, learning and doing belong together.** A story about water can lead to lessons about water, a challenge to find every dripping tap at school, and a project that builds rain tanks. [Our framework](/our-framework) explains how.

## How it is run

A platform team looks after Commonshelf as a whole: it reviews each school’s registration before the site goes online, looks after the platform-wide library, courses, challenges and charities, and handles orders and refunds. Each school runs its own site: its admins decide who has an account, which classes exist, which of its books, stories and courses are published, and what happens to its students’ data. In data protection terms the school is the controller of its students’ data and we process it on its behalf.

Every change that staff make, on any site, is recorded in an audit log with who made it, when, and the values before and after.

To see it for yourself, [request a tour](/request-a-tour) or [ask for a demo](/demo); to register a school or an organisation, use [the registration form](/tenant-register).`,
};

const ourFramework: SitePageText = {
  title: 'Our framework: read, learn, act',
  summary: 'How Commonshelf connects reading, learning and action: books and children’s stories lead into courses and hubs, and courses lead into challenges, letters and fundraising for real projects.',
  body_md: `Commonshelf is built around three steps that feed each other: **read** a story, **learn** what is behind it, then **act** on it. Books, stories, courses, challenges, live sessions and films are tagged with the Sustainable Development Goals they touch, so one leads naturally to the next. The [Sustainable Development Goals page](/sdgs) shows, for each of the seventeen goals, what your site offers about it.

## Read

Everything starts in the [library](/library): picture books, PDFs and EPUBs in ${LANGUAGES}, sorted by category, language, reading level (1 to 4), age and goal. The reader is designed for every child: it reads aloud in the book’s language where the device has a voice for it, switches to the Atkinson Hyperlegible font designed for readers with low vision, widens line and letter spacing, tints the page or turns it dark, and remembers where the reader stopped.

Children are authors too. They write stories step by step, with pictures, or upload books they made; a teacher reads each one before it is published on the school’s site. A school can propose its best books for the platform-wide library, where every school can read them.

## Learn

[Courses](/courses) and [learning hubs](/hubs) are made of chapters and short lessons, each with text, pictures, a video or downloadable resources, and often a quiz. A quiz can be tried as many times as a child likes; the best attempt counts. Finishing every lesson and passing every quiz earns a certificate with a QR code that anyone can check.

Teachers learn too: [teacher training](/teacher-training) courses help bring global learning into class, and [live lessons and webinars](/live) bring speakers to classrooms, with recordings afterwards. [Impact films](/impact-films) show changemakers around the world.

Teachers can enrol a whole class in a course at once, or upload a list, and see on their dashboard what their students have read, written and finished in the last 30 days.

## Act

[Challenges](/challenges) turn what children learned into something they do:

- **SDG challenges** are missions for one of the Global Goals: for example, tracking down every dripping tap at school and designing a poster about saving water. Children send a photo, a document or a few words.
- **Comprehension corners** go with one book: read it, then answer questions about it.
- **The letter challenge**, [Write a letter and change the world](/write-a-letter-and-change-the-world), asks children to write to someone who can fix a problem they care about. The best letters are gathered in the [Dear World book](/dear-world-book).

Each child’s entry is seen by their teacher, who can feature the best ones on the challenge’s page. Featured entries show the child’s first name only.

## Give

Learning about a problem often makes children want to help. [Charities](/charities) on Commonshelf run [projects](/projects) with a clear goal, and each project’s page shows:

- **the goal** and **what has been raised so far**: money raised before the project joined Commonshelf, plus every gift made through it;
- **how many people have given** (someone who gives twice is counted once);
- **news from the project**, with pictures, as the work goes on;
- **recent gifts**, with the name each donor gave and any dedication, unless they gave anonymously.

A gift is counted only once its payment is confirmed by the payment provider, and a refunded gift stops counting. Children, teachers and whole classes can start a fundraising page for a project, for example a sponsored silence or a bike-a-thon, and share its link or QR code with family and friends; every gift through the page counts towards its own goal and the project’s. A school can add its own local charities too, shown on its site only.

## How the steps connect

For example, a class might read a picture book about a girl who walks a long way for water every morning, answer the questions in its comprehension corner, work through lessons about where water comes from, track down the dripping taps at school in an SDG challenge, and then raise money for a project that builds rain tanks at schools. Each step is a page on Commonshelf, and each is optional: teachers choose the path that suits their class.`,
};

const ourTeam: SitePageText = {
  title: 'Our team',
  summary: 'The roles behind Commonshelf: the platform team that builds and runs it, the people who write its courses and challenges, and the teachers, school admins and volunteers who make each school’s site work.',
  body_md: `Commonshelf is made by people in several roles, on the platform and in every school that uses it. This page describes what each of them does.

## The platform team

- **Product and engineering** build and run the platform: the library and reader, the story editor, courses, challenges, charities, checkout, and the consoles that schools and the platform team use. Privacy and security work is part of every feature, not an extra: the platform’s tests check, among many other things, that no page loads anything from another website and that no child’s surname reaches a public page.
- **Platform admins** review each school’s and organisation’s registration before its site goes online, review books that schools propose for the platform-wide library, add and update charities and their projects, refund orders, send printed books on their way, choose the letters for the Dear World book, and keep an eye on the emails the platform sends. Every change they make is recorded in the audit log.
- **Support** reads what arrives through [the contact form](/contact) and [Report a problem](/report-a-problem), and answers schools, families and partners.

## Content and programmes

- **Course writers** plan courses and learning hubs chapter by chapter, with lessons, resources and quizzes.
- **Challenge designers** write the SDG challenges, comprehension corners and the letter challenge, with the resources children need.
- **Speakers and hosts** run live lessons and webinars, and share recordings for those who could not join.
- **Authors, illustrators and translators** make the books in the library, each shown with their name on the book’s page.

## In every school

- **School admins** run their school’s site: classes, accounts, branding, the school’s own books, courses and charities, and its students’ data.
- **Teachers** use Commonshelf with their classes: they review their students’ stories and books, feature challenge entries and enrol classes in courses.
- **Organisation admins** support a group of schools and see their numbers together.
- **Superpower Teachers and Superpower Parents** are teachers and parent volunteers the platform recognises for what they do for reading and learning in their communities.

## Join in

If you would like to write a course, translate a book, lead a live lesson or help your school get started, [get in touch](/contact).`,
};

const acknowledgement: SitePageText = {
  title: 'Acknowledgements',
  summary: 'Thank you to the authors, illustrators, translators, teachers and children who fill Commonshelf, to the charities whose projects it shows, and to the open-source projects it is built on.',
  body_md: `Commonshelf exists because many people and projects share their work. Thank you to all of them.

## The people who fill the shelves

- **Authors and illustrators** who write and draw the books in the library, especially those who share their books under open licences so that schools everywhere can read them. Each book’s page names its authors and illustrator.
- **Translators** who bring stories into more languages, so that children can read in the language they speak at home as well as the one they learn at school.
- **Children**, whose stories, letters, posters and fundraising pages are the heart of every school’s site.
- **Teachers** who try lessons and challenges with their classes, tell us what works and what does not, and give their time to review children’s writing.
- **School admins and parent volunteers** who set up classes, look after their school’s site and keep families involved.
- **Charities and the people on their projects**, who share photos and news so that children can see what their gifts helped to build.

## The open-source projects it is built on

Commonshelf is built on open-source software, each project under its own licence. We are grateful to everyone who maintains them, in particular:

- **The server:** [Node.js](https://nodejs.org/), [Fastify](https://fastify.dev/) and its plugins, [PostgreSQL](https://www.postgresql.org/) and [PGlite](https://pglite.dev/), which runs PostgreSQL inside the server for small installations, [Drizzle ORM](https://orm.drizzle.team/), [Zod](https://zod.dev/) for checking every form and request, [DOMPurify](https://github.com/cure53/DOMPurify) with [jsdom](https://github.com/jsdom/jsdom) for making rich text safe, [marked](https://marked.js.org/) for pages written in Markdown, [pdf-lib](https://pdf-lib.js.org/) and fontkit for certificates and invoices, [Nodemailer](https://nodemailer.com/), [fflate](https://github.com/101arrowz/fflate) for data downloads, [csv-parse](https://csv.js.org/parse/), [file-type](https://github.com/sindresorhus/file-type), [jose](https://github.com/panva/jose), [node-qrcode](https://github.com/soldair/node-qrcode), [zxcvbn-ts](https://zxcvbn-ts.github.io/zxcvbn/) and Argon2 password hashing through [@node-rs/argon2](https://github.com/napi-rs/node-rs).
- **The web app:** [React](https://react.dev/), [React Router](https://reactrouter.com/), [Redux Toolkit](https://redux-toolkit.js.org/), [React Hook Form](https://react-hook-form.com/), [Tailwind CSS](https://tailwindcss.com/), [Vite](https://vite.dev/), [Radix UI](https://www.radix-ui.com/), [Tiptap](https://tiptap.dev/) and ProseMirror for the story and course editor, [dnd-kit](https://dndkit.com/) for reordering lessons, [pdf.js](https://mozilla.github.io/pdf.js/) and [epub.js](https://github.com/futurepress/epub.js) in the reader, [jsQR](https://github.com/cozmo/jsQR) for signing in with a class QR code, and canvas-confetti for the moment an account is created.
- **Fonts:** [Noto Sans](https://fonts.google.com/noto) and Noto Sans Devanagari, which print names in many scripts on certificates and invoices, and [Atkinson Hyperlegible](https://www.brailleinstitute.org/freefont/), designed by the Braille Institute for readers with low vision, which the reader offers as its dyslexia-friendly font. Both come to us through [Fontsource](https://fontsource.org/): Atkinson Hyperlegible is served by each site itself, and Noto is embedded in the PDFs.
- **Testing and tools:** [TypeScript](https://www.typescriptlang.org/), [Vitest](https://vitest.dev/), [Playwright](https://playwright.dev/) with Chromium, axe-core for accessibility checks, and [ESLint](https://eslint.org/).

## The Global Goals

The Sustainable Development Goals were adopted by the member states of the United Nations in 2015. Commonshelf uses them to connect books, stories, courses, challenges, live sessions and films, so that a child who cares about one goal can find the books, courses and challenges about it.`,
};

const testimonials: SitePageText = {
  title: 'Commonshelf in a school',
  summary: 'What teachers, students, school admins, families and organisations each do with Commonshelf, day to day.',
  body_md: `We do not publish quotes we cannot stand behind, so this page does not. Instead, it describes plainly what each person in a school can do with Commonshelf, so that you can judge whether it fits yours. To see it with your own eyes, [request a tour](/request-a-tour) or [ask for a demo](/demo).

## Students

A student signs in with the class code their teacher gives them, or by showing the class QR code to the camera, then picks their name and types their password: no email address is needed. They read in the library, with the book read aloud to them if they like and in the font, spacing and colours that suit them. They write stories in four short steps, each saved as they go, and upload books they have made; their teacher reads each one before it appears on the school’s site. They follow courses, earn certificates, send entries to challenges and write letters for the letter challenge, the best of which go into the Dear World book. They can start a fundraising page for a project they care about and share its link with family. Their dashboard shows their courses, live sessions, certificates and what they gave or bought, and lets them download everything the site keeps about them.

## Teachers

A teacher sees each of their classes on their dashboard, with its code and what its students did in the last 30 days: books opened, stories started and published, courses joined and finished. Stories and books their students send wait there for review: the teacher publishes them, or sends them back with a note saying what to fix. Challenge entries from their classes are listed too, and the teacher can feature the best on the challenge’s page. They can enrol a whole class in a course in one go, start a fundraising page with their class, and register for live lessons and webinars.

## School admins

A school admin runs the school’s site from the school console. They create classes and print their QR posters and login cards, add students one by one or import a class from a spreadsheet, add teachers (who receive an email to choose their password), and reset a student’s forgotten password. They set the site’s logo and colours, the families’ community password, how names appear on the class list and how long a student may stay inactive before being signed out. They add the school’s own books, courses and charities, review stories, see the school’s donations and numbers at a glance, and handle consent, data downloads and erasure for their students.

## Families

Families can sign in to their school’s site with the community password the school gives them, and read in the library with their children. A parent or guardian may be asked by the school, by email, for consent to use at home, and can give, refuse or withdraw it from a page of its own. Anyone can give to a cause or to a child’s fundraising page, with a dedication or anonymously, and buy books for home.

## Organisations

An organisation, such as a trust that supports several schools, has its own site where its admins see their schools’ numbers added up, read their schools’ stories and books, and invite new schools by email. A school can leave its organisation at any time from its own console.`,
};

const faq: SitePageText = {
  title: 'Frequently asked questions',
  summary: 'Answers about signing in with a class code, children’s privacy, reading, writing and publishing stories, courses, donations, payments and schools’ own sites.',
  body_md: `Can’t find your answer here? [Contact us](/contact), or ask your school’s admin.

## How do children sign in?

With their class code, not an email address. On the school’s site, choose **Student** on the login page, type the class code (or press **Scan QR** and show the class QR code to the camera), pick your name from the class list and enter your password. Teachers and other adults sign in with their email address and password.

## What is a class code, and what if it gets shared?

A class code is a short code that leads to one class’s list of names. It is not a password: each child still needs their own password. A school admin can replace a class’s code at any time; the old code stops working straight away. They can also print a QR poster of the code for the classroom, and login cards with each child’s username and password when they add students.

## A student has forgotten their password. What do we do?

Ask a school admin. They open the class’s list of students and reset the password; the new one is shown to them once, to pass on to the child. Resetting a password also signs the child out everywhere. Adults can reset their own password from the login page with a link sent by email.

## How do teachers and school staff get accounts?

A school admin adds them, or invites them by email. A teacher who is added receives an email with a link to choose their password. On the main Commonshelf site, teachers and students can also sign up themselves; on a school’s own site, accounts are made by the school.

## What is the community password?

A password the school can give to families, so that they can sign in to the school’s site together without accounts of their own. The school’s admin sets it, changes it or turns it off on the school’s profile. Changing it signs out everyone who used the old one.

## What can other people see about my child?

Wherever anyone outside your child’s school can see their work (stories, books, challenge entries, letters, fundraising pages, donations and the public check of a certificate) your child is shown by their **first name only**. Children have no public profiles. The titles of children’s stories, books and fundraising pages may not contain their surname, and fundraising pages may not contain email addresses, phone numbers or web addresses. The class list that children pick their name from shows first names and the first letter of the surname unless the school chooses full names.

## Do you ask for parents’ consent?

When a school joins, the school gives its consent for its students to use Commonshelf for learning at school, and we record it. For use at home, the school can ask a parent or guardian by email: the link opens a page where they give or refuse consent, and it can be answered for ${days(PARENT_CONSENT_DAYS)}. A parent who gave consent can withdraw it from the same page at any time. If a parent refuses or withdraws, the child’s account stays for use at school only.

## Can we get a copy of a child’s data, or have it erased?

Yes. A school admin can download one student’s data, or the whole school’s, as a ZIP file with a file for each kind of record and every file that was uploaded. Anyone who is signed in, students included, can download their own data from their dashboard. A school admin can also ask for a student’s data to be erased: the account closes straight away, and ${days(ERASURE_GRACE_DAYS)} later every record and file belonging to the student is deleted. Until then the school can cancel. Financial records such as receipts are kept because the law requires it, but with the child’s name, email address, postal address and any dedication removed. The [privacy policy](/privacy-policy) has the details.

## How long do you keep the data of students who have left?

When a student leaves, the school archives their account: their work is kept, but they can no longer sign in. Each school chooses how long archived accounts are kept, between ${days(RETENTION_DAYS.min)} and ${days(RETENTION_DAYS.max)}; unless it chooses otherwise, it is ${days(RETENTION_DAYS.default)}. After that, the account and everything in it are erased automatically, and the school’s records show each erasure.

## What happens if a child forgets to sign out of a shared computer?

They are signed out automatically after a time without activity that the school chooses, between ${num(IDLE_MINUTES.min)} and ${num(IDLE_MINUTES.max)} minutes (${num(IDLE_MINUTES.default)} minutes unless the school changes it). The sign-in ends on our server too, so the next person at the computer cannot pick it up, even by reopening a closed tab. The login page tells the child why they were signed out.

## Are there adverts or trackers?

No. Commonshelf shows no advertising and uses no analytics, and its pages load no scripts, fonts or images from other websites; our automated tests fail if a page asks another website for anything. Two exceptions are worth knowing: some lessons and films play videos from YouTube’s privacy-enhanced player or Vimeo’s (a film’s player loads only when you press Play), and the sign-up form on the main site may show a bot check from Cloudflare Turnstile when the platform is set up to use it.

## Can children read without an internet connection?

Yes, for the books you keep. On a book’s page, press **Keep for offline reading**: the book is saved in your browser, and it then opens in the reader with no connection at all. Kept books are listed under **On this device** at the top of the library, where you can also remove them. The rest of the site needs a connection, and says so while you are offline. The reader remembers where each child stopped, so they carry on from the same page next time: for a signed-in child on any device once they are back online, and for a visitor in the same browser.

## What can the reader do?

It opens picture books, PDFs and EPUBs. You can turn pages with the buttons, the arrow keys or a swipe, zoom in and out, and read in full screen. Under **Display settings** you can choose a dyslexia-friendly font (Atkinson Hyperlegible), wider line and letter spacing, a cream, blue, green, rose or grey page, or dark mode; these settings stay on your device. Where your device has a voice for the book’s language, the **Read aloud** button reads the page and turns to the next one.

## Which languages are the books in?

Books on Commonshelf can be in ${LANGUAGES}, and each keeps its own language whatever language the site is shown in. The site itself can be shown in English or Spanish: choose with the language button at the top of every page (or in the menu on a phone), and your browser remembers the choice. Dates, numbers and prices then follow that language. Its screens are in both languages, the admin consoles included, and so are its validation and error messages; the pages a site's admins write (such as this one, the terms of use and the contact page's introduction) show as they wrote them, and emails are sent in English. The library can be filtered by language, category, reading level (1 to 4), age, Sustainable Development Goal and format, and the search box in the header finds books, stories, courses and charities, forgiving small spelling mistakes.

## How does a child publish a story?

From **Write a story** in the **Books** menu, a child writes a story in four steps: a title and summary, the story itself (with pictures), a cover and topics, and a last check before sending. Each step is saved as a draft, so they can stop and carry on later. When they send it, their teacher or a school admin reads it. If it is accepted, it is published on the school’s site; if not, it comes back with a note saying what to change, and the child can fix it and send it again. Stories by teachers and school admins are published as soon as they are sent.

## Can children upload books they have made?

Yes, with the same review as stories. A book can be a PDF or an EPUB of up to ${mb(BOOK_FILE_MAX_BYTES)}, or a picture book of up to ${num(BOOK_MAX_PAGES)} pages, each with a picture (JPEG, PNG, WebP or SVG, up to ${mb(BOOK_IMAGE_MAX_BYTES)}) and some text. The author chooses a licence for it, such as ${OPEN_LICENCES}, or keeps all rights reserved. A school admin can propose the school’s best books for the platform-wide library, where the platform team reviews them.

## How do courses and certificates work?

A course is made of chapters and short lessons, some with a quiz. Enrol from the course’s page and your dashboard shows how far you have got. A quiz can be taken as many times as you like, and the best attempt counts. When every lesson is complete and every quiz passed, you receive a certificate: a PDF with your name, the course and a QR code. Anyone can check that a certificate is genuine by scanning the code or typing its number on the certificate check page; for a student, the check shows their first name only. Most courses are free; some teacher-training courses are sold in the shop.

## Can a teacher enrol a whole class in a course?

Yes. From **Bulk enrolment**, a teacher chooses one of their classes, or uploads a spreadsheet saved as CSV with a column of usernames or email addresses. Commonshelf checks every row first and shows a report; nothing is enrolled unless every row is correct, so a class is never half enrolled.

## How are donations used?

Your gift goes to the charity or project you chose. Each project’s page shows its goal, how much has been raised (money raised before it joined Commonshelf plus every gift made through it), how many people have given, and news from the project as the work goes on. A gift counts once the payment provider confirms the payment. If a gift is refunded, it no longer counts towards the total.

## Can I give anonymously, or dedicate my gift?

Yes to both. The cause’s page shows each gift with the name the donor typed (a student’s first name only) and their dedication, which can be up to ${num(DEDICATION_MAX)} characters, such as “In memory of my grandmother”. If you give anonymously, the page shows “Anonymous” and no dedication. Your name and email address still go on your receipt, and the site’s admins can see who gave, for their records.

## Can children raise money for a cause?

Yes. A student, a teacher or a whole class can start a fundraising page for a charity or one of its projects, with a title, a short story and a goal, then share its link or its QR code. The page shows a student by first name only and uses the cause’s picture, never a photo of a child. Each person or class can have up to ${num(FUNDRAISER_LIMITS.openPerOwner)} pages open at once. Gifts through the page count towards its own goal and towards the cause.

## How can I pay, and can I get a refund?

By card (through Stripe), with PayPal, or with PhonePe for payments in rupees. You pay on the provider’s own secure page, and we never see or store your card number. Every order has its own page to follow it and an invoice or receipt you can download. If something you bought is not what you expected, or you gave by mistake, you can ask for a refund within 30 days: see the [refund policy](/refund-policy).

## Can our school have its own site?

Yes. Register your school, or your organisation, on [the registration form](/tenant-register) with its name, email address, website, the subdomain you would like (your site’s address on the platform), your logo (JPEG, PNG or SVG, up to 5 MB) and, if you wish, your colours. The platform team reviews each registration; once it is approved, the site is online and the person who registered is invited to set up the first admin account. The school’s admins can change its logo and colours at any time, write the site’s own about and contact pages, and choose which of the platform’s modes (themes that narrow the site to one kind of content) their site offers.

## We support several schools. Can we see them together?

Yes. Register as an organisation. Your organisation’s site shows your schools’ numbers added up, and lets you read their stories and books and invite schools by email; each invitation opens the registration form for that school. A school can leave its organisation from its own console.

## How can we see Commonshelf before we decide?

[Ask for a demo](/demo) to try a demonstration school as a teacher, a student and a school admin, or [request a tour](/request-a-tour) and we will show you around and answer your questions.`,
};

const termsOfUse: SitePageText = {
  title: 'Terms of use',
  summary: 'The rules for using Commonshelf: accounts, children’s accounts, what you upload and its licence, acceptable use, donations and purchases, and how these terms change.',
  body_md: `These terms apply to everyone who uses Commonshelf, on the main site and on every school’s or organisation’s site. Please read them with our [privacy policy](/privacy-policy) and [refund policy](/refund-policy). This version is dated ${TERMS_DATE}.

## 1. Who we are

Commonshelf is a platform that gives schools and organisations their own sites for reading, learning and giving. In these terms, “we” and “us” mean the team that runs Commonshelf, “the school” means the school or organisation whose site you are using, and “you” means anyone who uses Commonshelf, with or without an account.

Each school runs its own site: it decides who has an account there, what is published on it and how its students’ data is used. When a school registers, the person registering agrees to these terms on the school’s behalf, and we record which version they agreed to.

## 2. Accounts

- Keep your password to yourself, and tell the school or us if you think someone else has used your account.
- The details you give must be true. An account is for one person; a class or a school may not share one adult’s account.
- An account belongs to one site. Accounts on a school’s site are made by that school; on the main site, students and teachers can sign up themselves.
- A school may close, archive or change the accounts on its site. We may suspend an account, or a whole site, that breaks these terms, and we will tell the school why.
- You can download a copy of your data from your dashboard at any time.

## 3. Children’s accounts

- Children use Commonshelf through the account their school gives them, which needs no email address. A child who signs up on the main site by themselves must be old enough to agree to these terms where they live, or have a parent’s or guardian’s permission.
- The school gives its consent for its students to use Commonshelf for learning at school. For use at home, the school may ask a parent or guardian for their consent, which they can withdraw at any time.
- Wherever anyone outside the school can see a child’s work, the child is shown by their first name only. Children must not put their surname, address, phone number, email address or photos of themselves in anything they publish, and the platform refuses surnames and contact details where it can check for them.
- Children’s stories and books are read by a teacher or a school admin before they are published.

## 4. Content you upload and licences

- You keep the copyright in what you write, draw or upload: stories, books, pictures, challenge entries and fundraising pages.
- By uploading it, you allow us to store it, to show it to the people you shared it with (the readers of the site where you published it, or your teacher for a challenge entry), to let readers open a book in the reader, and to make the copies we need to run and back up the service. For a book, you also choose a licence, such as ${OPEN_LICENCES}, or “All rights reserved”; readers may use the book as that licence allows.
- A school may propose one of its published books for the platform-wide library. If the platform team accepts it, the book is shown on every site, and this copy stays in the platform-wide library even if the school’s own copy or account is later erased.
- Only upload what you have the right to share: your own work, work whose owner has given permission, or work whose licence allows it. If you are uploading for a child, check that the child and the school are happy for it to be published.
- If you think something on Commonshelf uses your work without permission, [tell us](/contact) and we will look into it promptly.

## 5. Acceptable use

Use Commonshelf kindly and for learning, reading and giving. Do not:

- bully, threaten or harass anyone, or publish anything hateful, violent, sexual or otherwise unsuitable for children;
- share anyone else’s personal information, especially a child’s;
- pretend to be someone else, or use someone else’s account;
- try to get into accounts, sites or data that are not yours, or test the platform’s security without our written permission (if you find a weakness, please report it through [Report a problem](/report-a-problem));
- upload anything harmful, such as viruses, or try to overload or disrupt the service;
- use Commonshelf to advertise, to collect people’s details, or to gather content automatically in bulk.

Teachers and school admins may remove or send back anything from their school’s site that breaks these rules, and so may we.

## 6. Donations and purchases

- Prices are shown in the site’s currency, and a donation is made in the currency of the cause. You pay on the payment provider’s own page: by card through Stripe, with PayPal, or with PhonePe for payments in rupees. We never see or store card numbers.
- An order is paid only when the payment provider confirms it. You receive an invoice for a purchase, or a receipt for a donation, and can follow your order on its own page.
- A donation goes to the charity or project you chose and counts towards its goal once paid. If you give anonymously, your name and dedication are not shown publicly, but your receipt, and the site’s admins, still have your details.
- Printed books are posted to the address you give. We will tell you by email when your order is on its way.

## 7. Refunds

If something you bought is not what you expected, or you gave by mistake, you can ask for a refund within 30 days. How refunds work, and how to ask, is set out in our [refund policy](/refund-policy).

## 8. Privacy

How we handle personal data, especially children’s, is described in our [privacy policy](/privacy-policy). In short: the school decides how its students’ data is used and we process it on its behalf; there is no advertising or tracking; and schools can download or erase their students’ data at any time.

## 9. Availability

We work to keep Commonshelf available and your data safe, but we cannot promise that it will never be interrupted, for example during maintenance or because of a fault outside our control. Features may change as the platform develops. A school can ask for its site and all its data to be erased; see the [privacy policy](/privacy-policy).

## 10. Changes to these terms

We may update these terms when Commonshelf changes or the law requires it. The date of this version is at the top of the page. If a change matters to how you use Commonshelf, we will let schools know before it applies. If you keep using Commonshelf after a change, the new terms apply.

## 11. Contact

Questions about these terms? Write to us through [the contact page](/contact). If your question is about your child’s account or work, the school’s admin can usually help first.`,
};

const navigating: SitePageText = {
  title: 'Navigating the platform',
  summary: 'A guided tour of Commonshelf: the library and reader, writing a story, courses and hubs, challenges, charities and donations, your dashboard, and the school and platform consoles.',
  body_md: `Every Commonshelf site has the same layout. At the top are the site’s logo, a search box that finds books, stories, courses and charities, the cart and your dashboard or login button. Below them, the **Register**, **Learn**, **Give**, **Books** and **About** menus lead to every part of the site. On a site that offers modes, **Choose a mode** narrows what you see to one theme.

## The library and the reader

The home page is the library: featured books, the newest ones, and shelves by category, language and reading level, with filters for age, goal and format. Open a book to see its details and reactions, then press **Read**, or **Keep for offline reading** to read it later without internet. The reader turns pages with buttons, arrow keys or a swipe, zooms, reads aloud where your device has a voice, and offers a dyslexia-friendly font, wider spacing, tinted pages and dark mode.

![The Greenwood Primary School library, showing four featured picture books with their covers, authors, language and reading level](/tour/library.jpg)

## Writing a story

Signed-in children and staff find **Write a story** and **Upload a book** under the **Books** menu (on a school’s site, **Upload Stories** is in your own menu too). A story is written in four steps (title and summary, the story with its pictures, cover and topics, then a final check) and each is saved as a draft. A student’s story goes to their teacher, who publishes it or sends it back with a note. A book is uploaded as a PDF, an EPUB or a picture book made of pages, and **Upload content** lists everything you have sent with where it stands.

![Step 2 of the story editor, “Write your story”, with a toolbar for bold, headings, lists, links and pictures above the first paragraphs of a story about a hedgehog](/tour/story.jpg)

## Courses and learning hubs

Under **Learn** you find courses, learning hubs on one topic, teacher training, live lessons and impact films. A course’s page shows the goals it covers, its chapters and lessons, how long it takes and whether it ends with a certificate. **Enrol Now** starts it; afterwards the same button says **Continue To Course** and takes you back to where you left off.

![The Climate Action Learning Hub page, with its five Sustainable Development Goals, three chapters, nine lessons, five hours, a free certificate and an Enrol Now button](/tour/courses.jpg)

## Challenges

The challenges page lists SDG challenges, comprehension corners and the letter challenge, each with the goals it belongs to and whether it is open. Open one to read what to do, with its resources, and send an entry: a few words, a photo or a document. Your teacher sees it and may feature it on the challenge’s page.

![The challenges page with three SDG challenge cards: Water Detectives, Trash to Treasure and Plant a Pollinator Patch, two open and one closed](/tour/challenges.jpg)

## Charities and donations

Under **Give** are the charities, their projects and **Money I have raised**; partner and community libraries are under **Books**. A project’s page shows how much it has raised towards its goal, how many people have given, its story, news and recent gifts, with a donation form beside them. Fundraising pages made by children, teachers and classes look the same and count towards the project too.

![The Rain Tanks for Kalawa Schools project page, showing 11,430 dollars raised of 18,000 from five donors, an illustration of a rain tank, and the start of the donation form](/tour/charities.jpg)

## Your dashboard

**Dashboard** in the header opens your own page. Everyone finds their courses, live sessions, certificates, orders and donations there, and can download a copy of their data. Teachers also see each class with its code and what its students did in the last 30 days, the stories and books waiting for their review, and their classes’ challenge entries. **See the money you have raised** lists your fundraising pages.

![A teacher’s dashboard: books and stories by their students, and the Year 4 Oak class card with its class code, reading and writing numbers, and links to the class login page and to fundraise with the class](/tour/dashboard.jpg)

## The school admin console

School admins open the console from **Dashboard**. It starts with what is waiting for review and the school’s numbers: students, teachers, classes, readings, books, stories, course enrolments and donations. The menu leads to users, classes, stories, books, courses, charities, modes, donations, the school’s profile and branding, and **Privacy and data** for consent, downloads and erasure.

![The school admin dashboard for Greenwood Primary School, with one story waiting for review and cards for students, teachers, classes, readings, books, stories, course enrolments and donations](/tour/school-admin.jpg)

## The platform admin console

The platform team’s console covers every site. Its dashboard shows registrations and books waiting for review, emails that failed, and twelve months of sign-ups, donations and orders. From its menu the team approves schools, manages modes, users, charities, books and courses, refunds and ships orders, follows every payment, and reads the audit log of every change staff have made.

![The platform admin dashboard, with a book waiting for review, counts of users, schools, books and stories, and a chart of donations over the last twelve months](/tour/platform-admin.jpg)`,
};

const canva: SitePageText = {
  title: 'Canva projects',
  summary: 'How to use Canva for Education alongside Commonshelf: posters for challenges, covers and pages for stories and books, and presentations for class, and how to bring your designs in.',
  body_md: `[Canva](https://www.canva.com/education/) is a design tool that many schools use, and Canva for Education is its offer for schools, teachers and students. It works well alongside Commonshelf: children design in Canva, then bring their work into a story, a book or a challenge entry here.

## Do I need a Canva account?

No: Commonshelf works without one. When you sign up on the main site, you can tick **I have a Canva account**. We keep that answer with your account, as a yes or no, and it is included when you download your data. It does not connect your two accounts, and nothing is sent to Canva. Canva decides who can use Canva for Education and on what terms; ask your school or see Canva’s own site.

## What you can make

- **Posters** for a challenge: an SDG challenge may ask for one, such as a poster that tells everyone how to save water.
- **Book covers** for a story or a book you upload.
- **Picture book pages**: design each page, with its picture and words, as a picture.
- **Whole books**, laid out page by page and saved as one PDF.
- **Presentations** for class: about a course you finished, a charity project your class supports, or the letter you wrote for the Dear World book.

## Bringing your designs into Commonshelf

In Canva, use **Share**, then **Download**, and choose the file type that fits where the design is going:

| Where it goes | What Commonshelf accepts | Download from Canva as |
|---|---|---|
| A story’s cover, or a picture in a story | JPEG, PNG, WebP or SVG, up to ${mb(BOOK_IMAGE_MAX_BYTES)} | PNG or JPG |
| A picture book, page by page | up to ${num(BOOK_MAX_PAGES)} pages, each a JPEG, PNG, WebP or SVG picture up to ${mb(BOOK_IMAGE_MAX_BYTES)} | PNG or JPG, one file per page |
| A book as one file | a PDF or an EPUB, up to ${mb(BOOK_FILE_MAX_BYTES)} | PDF |
| A challenge entry | a JPEG, PNG or WebP picture, or a PDF or Word document where the challenge takes files, up to ${mb(SUBMISSION_MAX_BYTES)} | PNG, JPG or PDF |

Then upload it from **Write a story** or **Upload a book** in the **Books** menu, or from the challenge’s page. Commonshelf checks each file by what is inside it, not by its name, and tells you if something is wrong, for example a PDF that will not open. A student’s story or book goes to their teacher for review before it is published.

## Keeping it safe

- Leave photos of children and their surnames out of anything you publish: Commonshelf shows students by their first name only.
- Only use pictures and fonts you are allowed to use. Canva’s own licences apply to what you make with its images.
- Canva is a separate service with its own terms and privacy policy, which apply when you use it. Commonshelf loads nothing from Canva: no scripts, no embedded editor, no images. Only the files you choose to download from Canva and upload here come into Commonshelf.`,
};

const contact: SitePageText = {
  title: 'Contact us',
  summary: 'Send us a question, an idea or a partnership proposal. We aim to reply within two working days.',
  body_md: `Write to us with a question, an idea for a course or a book, or a proposal to work together. We read every message and aim to reply within two working days.

To help us answer quickly, tell us who you are (a teacher, a school admin, a parent, a charity) and, if it is about a school, which one.

If your question is about a child’s account, a class code or a forgotten password, the school’s admin can usually help fastest. Messages sent from a school’s site reach that school’s admins as well as our team.

Something not working? Use [Report a problem](/report-a-problem) instead, so that it reaches the people who can fix it.`,
};

const requestATour: SitePageText = {
  title: 'Request a tour',
  summary: 'Book a guided tour of Commonshelf with our team: we show you around and answer your questions.',
  body_md: `A tour is a guided walk through Commonshelf with someone from our team: the library and reader, how children sign in with a class code and write stories, courses and challenges, charities and fundraising, and the school admin’s console. Ask questions as we go.

Choose a date and time that suits you below. We aim to confirm within two working days, or to suggest another time if that one is taken.

So that we can show you what matters to you, tell us a little about your school or organisation: the ages of your children, how many schools, and what you would most like to see.`,
};

const reportAProblem: SitePageText = {
  title: 'Report a problem',
  summary: 'Tell us about something that isn’t working, so that we can fix it.',
  body_md: `Sorry that something is not working. Tell us about it below and we will look into it. We aim to reply within two working days, and sooner if many people cannot use the site.

Please include:

- **what you were trying to do**, and what happened instead;
- **where**: the page’s address, or the name of the page and the school’s site;
- **any message you saw**, word for word if you can;
- **the device and browser** you were using, for example a school Chromebook with Chrome.

A screenshot often helps. **Please do not include a child’s personal data in it**: crop out or cover names, faces, class lists, usernames and anything else that could identify a child. Never send a password.

If you have found a security weakness, report it here too, with the steps to see it, and do not share it elsewhere until we have fixed it. If you are worried about a child’s safety, contact the child’s school straight away, and the emergency services if a child is in danger.`,
};

const demo: SitePageText = {
  title: 'Try a demo',
  summary: 'See Commonshelf from every side: a demonstration school where you can sign in as a teacher, a student and a school admin.',
  body_md: `The best way to judge Commonshelf is to use it. A demonstration school has a class of pupils, books in several languages, courses with quizzes and certificates, challenges with children’s entries, and charity projects with fundraising pages, so that you can see what each person sees:

- as a **student**, signing in with a class code, reading, writing a story and taking a course;
- as a **teacher**, reviewing a story, featuring a challenge entry and enrolling a class in a course;
- as a **school admin**, creating a class, changing the site’s colours and downloading a student’s data.

Tell us below who you are and what you would like to try, and we will reply with how to get in, usually within two working days. If you would rather be shown around, [request a tour](/request-a-tour).`,
};

const sales: SitePageText = {
  title: 'Buying for your school',
  summary: 'Talk to us about printed books in quantity, the Dear World book, teacher training for your staff, or bringing Commonshelf to your schools.',
  body_md: `Anyone can buy books, the Dear World book and teacher training from the shop with a card, PayPal or PhonePe. If you are buying for a school or a group of schools, talk to us first:

- **printed books** in quantity, for a class set or a school library;
- **the Dear World book**, the printed collection of children’s letters from the letter challenge;
- **teacher training** for a whole staff team;
- **Commonshelf for your schools**: a branded site for each school, or one for your organisation with its schools beneath it.

Tell us below what you need, for how many children or schools, and by when. We aim to reply within two working days with what it would involve. Every order has an invoice, and refunds follow our [refund policy](/refund-policy).`,
};

export const SITE_PAGES: Record<ContentPageSlug, SitePageText> = {
  about,
  'our-framework': ourFramework,
  'our-team': ourTeam,
  acknowledgement,
  testimonials,
  faq,
  'terms-of-use': termsOfUse,
  'navigating-the-platform': navigating,
  canva,
  contact,
  'request-a-tour': requestATour,
  'report-a-problem': reportAProblem,
  demo,
  sales,
};
