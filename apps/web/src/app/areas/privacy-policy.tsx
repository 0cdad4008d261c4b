import { ERASURE_GRACE_DAYS, PARENT_CONSENT_DAYS, TERMS_VERSION } from '@commonshelf/shared/privacy/data-rights.schemas';
import { IDLE_MINUTES, RETENTION_DAYS } from '@commonshelf/shared/privacy/privacy.schemas';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ShieldIcon } from '../../components/ui/icons';
import { PageHero } from '../../components/ui/page-hero';
import { useSite } from '../../lib/site';

const text = 'mt-3 leading-relaxed text-ink-soft';
const list = 'mt-3 list-disc space-y-2 pl-6 leading-relaxed text-ink-soft marker:text-primary';
const link = 'font-semibold text-primary underline underline-offset-2 hover:no-underline';
const days = (n: number) => `${n.toLocaleString('en-GB')} days`;

/**
 * `/privacy-policy`: what the platform keeps about students, parents and staff, and what schools
 * and families can do about it. Every statement here is something the product does; the numbers
 * come from the same constants the server enforces.
 */
export function PrivacyPolicyPage() {
  const { productName, siteName, isTenant } = useSite();
  const sections: { id: string; title: string; body: ReactNode }[] = [
    {
      id: 'who',
      title: 'Who is responsible',
      body: (
        <>
          <p className={text}>
            {isTenant ? `${siteName} runs this site on ${productName}. ` : null}
            In this policy “we” means {productName}, the platform, and “the school” means the school whose site you are using.
          </p>
          <p className={text}>
            Each school decides how its students’ data is used. In the words of data protection law, the school is the
            controller of its students’ data and we are its processor: we handle that data on the school’s behalf, to run
            the school’s site.
          </p>
        </>
      ),
    },
    {
      id: 'consent',
      title: 'Consent',
      body: (
        <>
          <p className={text}>
            When we approve a school’s registration, the school gives its consent for its students to use the site for
            learning at school. We record who gave it, when, and which version of the terms they agreed to (the current
            version is {TERMS_VERSION}).
          </p>
          <p className={text}>
            For use at home, the school can ask a parent or guardian by email. The link in the email opens a page where the
            parent gives or refuses consent; it can be answered for {days(PARENT_CONSENT_DAYS)}. A parent who gave consent
            can withdraw it from the same page at any time afterwards. If a parent refuses or withdraws, the child’s account
            stays for use at school only.
          </p>
          <p className={text}>Every consent is recorded with what it covers and the date, and every consent can be withdrawn.</p>
        </>
      ),
    },
    {
      id: 'students',
      title: 'Students’ accounts and names',
      body: (
        <>
          <p className={text}>
            Students do not need an email address. They sign in with their class code, by choosing their name from the
            class list, and with their password.
          </p>
          <p className={text}>
            The class list shows names the way the school chooses: first name and the first letter of the last name (for
            example “Mei C.”), which is the default, or full names.
          </p>
          <p className={text}>
            Where other people can see a student’s work (stories, books, challenge entries and fundraising pages), only the
            student’s first name is shown. Students have no public profiles.
          </p>
          <p className={text}>
            On shared computers, a student is signed out after a time without activity that the school chooses: between{' '}
            {IDLE_MINUTES.min} and {IDLE_MINUTES.max} minutes, and {IDLE_MINUTES.default} minutes unless the school changes
            it. The session ends on our server too, not only in the browser.
          </p>
        </>
      ),
    },
    {
      id: 'no-tracking',
      title: 'No advertising or tracking',
      body: (
        <>
          <p className={text}>
            There is no advertising on the platform and we do not track you. Our pages use no analytics, and no scripts or
            fonts from other websites: every page is served from the school’s own site. Our automated tests check this, and
            a test fails if a page asks another website for anything.
          </p>
          <p className={text}>
            The one exception is video. Some lessons, live-session recordings and films show a video hosted on YouTube or
            Vimeo. These play in YouTube’s privacy-enhanced player (youtube-nocookie.com) or in Vimeo’s player with
            do-not-track turned on, and no other video site can be shown. A film’s player loads only when you press Play.
          </p>
        </>
      ),
    },
    {
      id: 'what-we-keep',
      title: 'What we keep',
      body: (
        <>
          <ul role="list" className={list}>
            <li>
              <strong className="font-semibold text-ink">Account details:</strong> name, username or email address, role
              (such as student, teacher or school admin), school and class.
            </li>
            <li>
              <strong className="font-semibold text-ink">Work:</strong> stories, books, challenge entries, reactions,
              reading progress, course progress, quiz attempts and certificates.
            </li>
            <li>
              <strong className="font-semibold text-ink">Orders and donations.</strong>
            </li>
            <li>
              <strong className="font-semibold text-ink">Sign-in sessions:</strong> a description of the device and the
              times the session was used.
            </li>
            <li>
              <strong className="font-semibold text-ink">An audit log</strong> of changes made by school and platform staff.
            </li>
          </ul>
          <p className={text}>
            Payments go through Stripe, PayPal or PhonePe, on their own payment pages. We keep the amount of each order and
            the payment provider’s reference for it. We never store card numbers.
          </p>
        </>
      ),
    },
    {
      id: 'copy',
      title: 'Getting a copy of your data',
      body: (
        <>
          <p className={text}>
            A school admin can download one student’s data, or the whole school’s, in one click. The download is a ZIP file
            with a JSON file for each kind of record and the files that were uploaded.
          </p>
          <p className={text}>
            Anyone who is signed in, students included, can download their own data from{' '}
            <Link to="/dashboard" className={link}>
              their dashboard
            </Link>
            .
          </p>
          <p className={text}>Passwords and sign-in tokens are never included in a download.</p>
        </>
      ),
    },
    {
      id: 'erasure',
      title: 'Erasing a student’s data',
      body: (
        <>
          <p className={text}>
            A school admin can ask for a student’s data to be erased. The student’s account closes straight away. The
            erasure itself happens {days(ERASURE_GRACE_DAYS)} later, and until then the school can cancel it and the account
            is as it was before.
          </p>
          <p className={text}>
            After those {days(ERASURE_GRACE_DAYS)}, every record and every uploaded file that belongs to the student is
            deleted, and the details the audit log recorded about them are removed from it.
          </p>
          <p className={text}>
            The law requires financial records (orders, receipts, invoices and donations) to be kept. We keep them, but with
            the child’s name, email address, postal address and any dedication removed.
          </p>
          <p className={text}>
            A school that leaves can ask for all of its data to be erased. Its site closes straight away, and{' '}
            {days(ERASURE_GRACE_DAYS)} later the accounts and work of everyone at the school, its classes, books, stories,
            courses and files are erased in the same way. Only the financial records stay, without anyone’s name. Until then,
            the platform’s team can cancel the erasure if the school asks.
          </p>
        </>
      ),
    },
    {
      id: 'retention',
      title: 'How long we keep data',
      body: (
        <>
          <p className={text}>
            When a student’s account is closed, it is archived. Each school sets how long archived student accounts are
            kept: between {days(RETENTION_DAYS.min)} and {days(RETENTION_DAYS.max)}, and {days(RETENTION_DAYS.default)}{' '}
            unless the school chooses otherwise.
          </p>
          <p className={text}>
            Every hour, a job erases the archived students whose time has run out, in the same way as an erasure the school
            asks for. The school’s records show each of these erasures.
          </p>
        </>
      ),
    },
    {
      id: 'laws',
      title: 'The laws we design for',
      body: (
        <>
          <p className={text}>We build the platform to meet these children’s privacy laws and codes:</p>
          <ul role="list" className={list}>
            <li>the Children’s Online Privacy Protection Act (COPPA) in the United States, as amended in 2025;</li>
            <li>the Family Educational Rights and Privacy Act (FERPA) in the United States;</li>
            <li>Article 8 of the General Data Protection Regulation (GDPR), on children’s consent;</li>
            <li>the UK’s Age Appropriate Design Code (the Children’s Code);</li>
            <li>India’s Digital Personal Data Protection Act 2023 (DPDP Act).</li>
          </ul>
          <p className={text}>This is how we design the platform. We do not claim any certification under these laws.</p>
        </>
      ),
    },
    {
      id: 'questions',
      title: 'Questions and requests',
      body: (
        <p className={text}>
          Ask the school’s admin first: the school controls its students’ data, and its admin can download it, erase it
          and handle consent. You can also write to us through{' '}
          <Link to="/contact" className={link}>
            the contact page
          </Link>
          .
        </p>
      ),
    },
  ];

  return (
    <div data-testid="privacy-policy">
      <PageHero
        id="privacy-title"
        size="sm"
        icon={<ShieldIcon size={16} />}
        tagline="Your data"
        title="Privacy policy"
        description="What the platform keeps about the people who use it, and how each school stays in control of its students’ data."
      />
      <div className="container-page flex max-w-3xl flex-col gap-8 py-10">
        <p className="text-sm text-ink-muted" data-testid="privacy-updated">
          Last updated: <time dateTime="2026-11-24">24 November 2026</time>
        </p>
        <nav
          aria-labelledby="privacy-contents-title"
          className="rounded-[var(--radius-card)] border border-line-soft bg-surface p-4 shadow-card sm:p-6"
        >
          <h2 id="privacy-contents-title" className="text-lg font-bold text-ink">
            On this page
          </h2>
          <ol className="mt-3 list-decimal gap-x-10 pl-6 text-ink-soft marker:text-ink-muted sm:columns-2">
            {sections.map((s) => (
              <li key={s.id} className="mb-1.5 break-inside-avoid">
                <a href={`#privacy-${s.id}`} className="font-semibold text-primary underline-offset-2 hover:underline">
                  {s.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        {sections.map((s) => (
          <section key={s.id} id={`privacy-${s.id}`} aria-labelledby={`privacy-${s.id}-title`} className="scroll-mt-24">
            <h2 id={`privacy-${s.id}-title`} className="text-xl font-bold text-ink">
              {s.title}
            </h2>
            {s.body}
          </section>
        ))}
      </div>
    </div>
  );
}
