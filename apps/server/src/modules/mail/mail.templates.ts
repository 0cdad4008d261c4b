import { detailLines, ENQUIRY_KIND_LABELS, ENQUIRY_NEXT_STEPS, type EnquiryKind, type TEnquiryDetails } from '@commonshelf/shared/site/enquiries.schemas';
import { DEFAULT_TENANT_COLORS } from '@commonshelf/shared/tenants/tenants.schemas';
import type { TenantRow } from '../tenants/tenants.table.js';

/** Who an email speaks for: a tenant's brand, or the platform's. */
export type MailBrand = { name: string; logoUrl: string | null; primary: string; siteUrl: string };

export function brandFor(tenant: TenantRow | null, opts: { productName: string; siteUrl: string; publicUrl: string }): MailBrand {
  return {
    name: tenant?.schoolName ?? opts.productName,
    logoUrl: tenant?.logo ? `${opts.siteUrl}/media/${tenant.logo}` : null,
    primary: tenant?.primaryColor ?? DEFAULT_TENANT_COLORS.primary_color,
    siteUrl: opts.siteUrl,
  };
}

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export type MailContent = { subject: string; paragraphs: string[]; action?: { label: string; url: string }; footnote?: string };
export type RenderedMail = { subject: string; text: string; html: string };

/** One email in the sender's brand: a plain-text part and a simple, accessible HTML part. */
export function renderMail(brand: MailBrand, c: MailContent): RenderedMail {
  const text = [
    ...c.paragraphs,
    ...(c.action ? [`${c.action.label}: ${c.action.url}`] : []),
    ...(c.footnote ? [c.footnote] : []),
    `— ${brand.name}`,
  ].join('\n\n');
  const logo = brand.logoUrl
    ? `<img src="${esc(brand.logoUrl)}" alt="${esc(brand.name)}" height="40" style="height:40px;vertical-align:middle;margin-right:8px">`
    : '';
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(c.subject)}</title></head>
<body style="margin:0;background:#F5F7FA;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1A1F2B">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" style="max-width:560px;background:#FFFFFF;border-radius:12px;overflow:hidden">
<tr><td style="background:${esc(brand.primary)};padding:16px 24px;color:#FFFFFF;font-size:18px;font-weight:700">${logo}${esc(brand.name)}</td></tr>
<tr><td style="padding:24px;font-size:16px;line-height:1.5">
${c.paragraphs.map((p) => `<p style="margin:0 0 16px">${esc(p)}</p>`).join('\n')}
${c.action ? `<p style="margin:24px 0"><a href="${esc(c.action.url)}" style="background:${esc(brand.primary)};color:#FFFFFF;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600;display:inline-block">${esc(c.action.label)}</a></p><p style="margin:0 0 16px;font-size:13px;color:#5F6B7A">If the button does not work, copy this address into your browser:<br>${esc(c.action.url)}</p>` : ''}
${c.footnote ? `<p style="margin:16px 0 0;font-size:13px;color:#5F6B7A">${esc(c.footnote)}</p>` : ''}
</td></tr></table></td></tr></table></body></html>`;
  return { subject: c.subject, text, html };
}

// ---------------------------------------------------------------------------------------------
// Live lessons and webinars (modules/live). An email cannot know its reader's time zone, so times
// are given in UTC; the session page, one click away, shows them in the reader's own zone.

export type LiveMailSession = {
  kindLabel: string;
  title: string;
  hostName: string;
  startsAt: Date;
  durationMinutes: number;
  pageUrl: string;
  calendarUrl: string;
  joinOpensMinutes: number;
};

/** "Tuesday 16 March 2027 at 14:00 UTC". */
export function formatUtcTime(d: Date): string {
  const parts = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).formatToParts(d);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const date = `${part('weekday')} ${part('day')} ${part('month')} ${part('year')}`;
  const time = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'UTC' }).format(d);
  return `${date} at ${time} UTC`;
}

/** "45 minutes", "3 hours", "1 hour 30 minutes". */
export function spokenMinutes(total: number): string {
  const h = Math.floor(total / 60);
  const m = total % 60;
  const part = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;
  return [h ? part(h, 'hour') : '', m || !h ? part(m, 'minute') : ''].filter(Boolean).join(' ');
}

const withHost = (s: LiveMailSession) => (s.hostName ? ` with ${s.hostName}` : '');

/** Sent when someone registers. */
export function liveRegistrationMail(brand: MailBrand, firstName: string, s: LiveMailSession): RenderedMail {
  return renderMail(brand, {
    subject: `You are registered: ${s.title}`,
    paragraphs: [
      `Hello ${firstName || 'there'},`,
      `You are registered for the ${s.kindLabel.toLowerCase()} “${s.title}”${withHost(s)}.`,
      `It starts on ${formatUtcTime(s.startsAt)} and lasts ${spokenMinutes(s.durationMinutes)}. The session page shows the time in your own time zone.`,
      `The Join button appears on the session page ${s.joinOpensMinutes} minutes before the start. We will send you a reminder before it begins.`,
      `Add it to your calendar: ${s.calendarUrl}`,
    ],
    action: { label: 'Open the session page', url: s.pageUrl },
    footnote: 'Can’t make it after all? Cancel your registration on the session page, so someone else can take your place.',
  });
}

/** The reminder a day before ('day') or shortly before the start ('soon'); `minutesLeft` from when it is sent. */
export function liveReminderMail(brand: MailBrand, firstName: string, s: LiveMailSession, kind: 'day' | 'soon', minutesLeft: number): RenderedMail {
  const when = `in ${spokenMinutes(Math.max(1, minutesLeft))}, on ${formatUtcTime(s.startsAt)}`;
  return renderMail(brand, {
    subject: kind === 'soon' ? `Starting soon: ${s.title}` : `Coming up: ${s.title}`,
    paragraphs: [
      `Hello ${firstName || 'there'},`,
      `A reminder: the ${s.kindLabel.toLowerCase()} “${s.title}”${withHost(s)} starts ${when}.`,
      `Open the session page to join: the Join button appears there ${s.joinOpensMinutes} minutes before the start.`,
    ],
    action: { label: kind === 'soon' ? 'Go to the session' : 'Open the session page', url: s.pageUrl },
    footnote: 'You get this email because you registered for this session. If you can no longer come, cancel your registration on the session page.',
  });
}

// ---------------------------------------------------------------------------------------------
// Uploads of books and stories (modules/publishing).

export type UploadMailItem = { kind: 'book' | 'story'; title: string };

/** To a teacher or school admin: a student's upload waits for their review. */
export function uploadReviewRequestMail(brand: MailBrand, firstName: string, authorName: string, item: UploadMailItem, queueUrl: string): RenderedMail {
  return renderMail(brand, {
    subject: `To review: “${item.title}” by ${authorName}`,
    paragraphs: [
      `Hello ${firstName || 'there'},`,
      `${authorName} has sent the ${item.kind} “${item.title}” for review. It stays hidden from the site until you or another reviewer approve it.`,
      'Open the review queue to read it, then approve it or tell the author what to change.',
    ],
    action: { label: 'Open the review queue', url: queueUrl },
  });
}

/**
 * To a class's teacher: many wrong passwords were tried on the class's accounts in a few minutes
 * (someone guessing, or one password tried on every child). Names no child and no password.
 */
export function classLoginAlertMail(brand: MailBrand, firstName: string, className: string, failures: number, minutes: number, classesUrl: string): RenderedMail {
  return renderMail(brand, {
    subject: `Many wrong passwords tried in ${className}`,
    paragraphs: [
      `Hello ${firstName || 'there'},`,
      `In the last ${minutes} minutes, ${failures} sign-ins to ${className} failed with a wrong password. That is more than children mistyping: someone may be guessing, or trying one password on every account.`,
      'Nobody has been locked out: children who type their own password still sign in. Further wrong guesses are slowed down.',
      'If you did not expect this, ask your school admin to give the class a new code, and reset the passwords of any child who may have shared theirs.',
    ],
    action: { label: 'Open the classes', url: classesUrl },
  });
}

/** To the author: their upload was published, or not accepted (with the reviewer's reason). */
export function uploadDecisionMail(
  brand: MailBrand,
  firstName: string,
  item: UploadMailItem & { where?: 'site' | 'platform' },
  decision: { approved: true } | { approved: false; reason: string },
  url: string,
): RenderedMail {
  const place = item.where === 'platform' ? 'the platform-wide library' : 'your site';
  return decision.approved
    ? renderMail(brand, {
        subject: `Published: “${item.title}”`,
        paragraphs: [`Hello ${firstName || 'there'},`, `Good news: your ${item.kind} “${item.title}” has been approved and is now published on ${place}.`],
        action: { label: 'See your uploads', url },
      })
    : renderMail(brand, {
        subject: `Not accepted yet: “${item.title}”`,
        paragraphs: [
          `Hello ${firstName || 'there'},`,
          `Your ${item.kind} “${item.title}” was not accepted for ${place}. The reviewer wrote:`,
          decision.reason,
          item.where === 'platform' ? 'It stays published on your site.' : 'You can change it and send it again from your uploads.',
        ],
        action: { label: 'See your uploads', url },
      });
}

// ---------------------------------------------------------------------------------------------
// Children's privacy (modules/privacy).

/** To a parent: the school asks their consent for their child's account to be used at home. */
export function parentConsentMail(brand: MailBrand, productName: string, childFirstName: string, scope: string, days: number, url: string): RenderedMail {
  const schoolName = brand.name;
  return renderMail(brand, {
    subject: `${schoolName} asks your consent for ${childFirstName}’s account`,
    paragraphs: [
      'Hello,',
      `${schoolName} uses ${productName} for reading, writing and learning. ${childFirstName} has an account there, and the school asks whether you agree to it being used at home too.`,
      scope,
      `Open the page below to read what this means and to give or refuse your consent. The link works for ${days} days. You can withdraw your consent at any time from the same page.`,
    ],
    action: { label: 'Answer the request', url },
    footnote: 'You get this email because your child’s school entered your address. If you do not know this school, you can ignore it: nothing changes without your answer.',
  });
}

// ---------------------------------------------------------------------------------------------
// Enquiries from the public site's forms (modules/enquiries).

export type EnquiryMailItem = {
  kind: EnquiryKind;
  name: string;
  email: string;
  organisation: string | null;
  message: string;
  details: TEnquiryDetails;
  pageUrl: string | null;
  hasScreenshot: boolean;
  /** The site it was sent from; null for the main site. */
  siteName: string | null;
};

/** A country's English name from its code, by the runtime's region names. */
function regionName(code: string): string | null {
  try {
    const name = new Intl.DisplayNames(['en'], { type: 'region' }).of(code);
    return name && name !== code ? name : null;
  } catch {
    return null;
  }
}

function enquirySubject(e: EnquiryMailItem): string {
  switch (e.kind) {
    case 'contact':
      return `Contact message: ${e.details.subject ?? e.name}`;
    case 'tour':
      return `Tour request from ${e.organisation || e.name}`;
    case 'problem':
      return `Problem report from ${e.name}`;
    case 'demo':
      return `Demo request from ${e.organisation || e.name}`;
    case 'sales':
      return `Sales enquiry from ${e.organisation || e.name}`;
  }
}

/** To the admins who answer it: everything the sender wrote, and where to handle it. */
export function enquiryNotificationMail(brand: MailBrand, e: EnquiryMailItem, consoleUrl: string): RenderedMail {
  const where = e.siteName ? `${e.siteName}’s site` : 'the main site';
  const lines = [
    ...(e.organisation ? [`Organisation: ${e.organisation}`] : []),
    ...detailLines(e.details, regionName).map((l) => `${l.label}: ${l.value}`),
    ...(e.pageUrl ? [`Page: ${e.pageUrl}`] : []),
  ];
  return renderMail(brand, {
    subject: enquirySubject(e),
    paragraphs: [
      `${e.name} (${e.email}) sent a ${ENQUIRY_KIND_LABELS[e.kind].toLowerCase()} on ${where}.`,
      ...lines,
      ...(e.message ? [e.kind === 'problem' ? 'What happened:' : 'Message:', e.message] : []),
      ...(e.hasScreenshot ? ['A screenshot is attached: open the enquiry to see it.'] : []),
      `To answer, write to ${e.email}. Mark the enquiry in progress or closed once it is handled, so nobody answers it twice.`,
    ],
    action: { label: 'Open the enquiry', url: consoleUrl },
  });
}

const ENQUIRY_NOUNS: Record<EnquiryKind, string> = {
  contact: 'message',
  tour: 'tour request',
  problem: 'problem report',
  demo: 'demo request',
  sales: 'enquiry',
};

/**
 * To the sender: that it arrived and what happens next. It repeats nothing they typed (not even
 * their name), so the form cannot be used to send someone else a message in the site's name.
 */
export function enquiryReceivedMail(brand: MailBrand, kind: EnquiryKind): RenderedMail {
  const noun = ENQUIRY_NOUNS[kind];
  return renderMail(brand, {
    subject: `We received your ${noun}`,
    paragraphs: ['Hello,', `Thank you for contacting ${brand.name}. We received your ${noun} and will reply to this address.`, ENQUIRY_NEXT_STEPS[kind]],
    action: { label: `Visit ${brand.name}`, url: brand.siteUrl },
    footnote: 'You get this email because this address was entered in a form on our site. If that was not you, you can ignore it: we will only write again to answer.',
  });
}
