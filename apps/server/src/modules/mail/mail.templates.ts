import type { TLanguage } from '@commonshelf/shared/common/languages';
import type { TLiveKind } from '@commonshelf/shared/live/live-rules';
import { CONSENT_SCOPES } from '@commonshelf/shared/privacy/data-rights.schemas';
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

/**
 * An email in every language the product speaks, each built from the same values: the type makes
 * a template without one of them a compile error. Its reader's language picks one (renderTemplate).
 */
export type MailTemplate<V> = Record<TLanguage, (values: V) => MailContent>;

const FRAME: Record<TLanguage, { copyLink: string }> = {
  en: { copyLink: 'If the button does not work, copy this address into your browser:' },
  es: { copyLink: 'Si el botón no funciona, copia esta dirección en tu navegador:' },
};

/** "Hello Ana," / "Hola, Ana:" with "there" / no name when there is none. */
export const GREETING: Record<TLanguage, (firstName: string) => string> = {
  en: (firstName) => `Hello ${firstName || 'there'},`,
  es: (firstName) => (firstName ? `Hola, ${firstName}:` : 'Hola:'),
};

/** One email in the sender's brand and the reader's language: a plain-text part and a simple, accessible HTML part. */
export function renderMail(brand: MailBrand, c: MailContent, language: TLanguage = 'en'): RenderedMail {
  const text = [
    ...c.paragraphs,
    ...(c.action ? [`${c.action.label}: ${c.action.url}`] : []),
    ...(c.footnote ? [c.footnote] : []),
    `— ${brand.name}`,
  ].join('\n\n');
  const logo = brand.logoUrl
    ? `<img src="${esc(brand.logoUrl)}" alt="${esc(brand.name)}" height="40" style="height:40px;vertical-align:middle;margin-right:8px">`
    : '';
  const html = `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><title>${esc(c.subject)}</title></head>
<body style="margin:0;background:#F5F7FA;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1A1F2B">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" style="max-width:560px;background:#FFFFFF;border-radius:12px;overflow:hidden">
<tr><td style="background:${esc(brand.primary)};padding:16px 24px;color:#FFFFFF;font-size:18px;font-weight:700">${logo}${esc(brand.name)}</td></tr>
<tr><td style="padding:24px;font-size:16px;line-height:1.5">
${c.paragraphs.map((p) => `<p style="margin:0 0 16px">${esc(p)}</p>`).join('\n')}
${c.action ? `<p style="margin:24px 0"><a href="${esc(c.action.url)}" style="background:${esc(brand.primary)};color:#FFFFFF;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600;display:inline-block">${esc(c.action.label)}</a></p><p style="margin:0 0 16px;font-size:13px;color:#5F6B7A">${FRAME[language].copyLink}<br>${esc(c.action.url)}</p>` : ''}
${c.footnote ? `<p style="margin:16px 0 0;font-size:13px;color:#5F6B7A">${esc(c.footnote)}</p>` : ''}
</td></tr></table></td></tr></table></body></html>`;
  return { subject: c.subject, text, html };
}

/** A template in its reader's language. */
export const renderTemplate = <V>(brand: MailBrand, language: TLanguage, template: MailTemplate<V>, values: V): RenderedMail =>
  renderMail(brand, template[language](values), language);

// ---------------------------------------------------------------------------------------------
// Live lessons and webinars (modules/live). An email cannot know its reader's time zone, so times
// are given in UTC; the session page, one click away, shows them in the reader's own zone.

export type LiveMailSession = {
  kind: TLiveKind;
  title: string;
  hostName: string;
  startsAt: Date;
  durationMinutes: number;
  pageUrl: string;
  calendarUrl: string;
  joinOpensMinutes: number;
};

/** "Tuesday 16 March 2027 at 14:00 UTC", "martes, 16 de marzo de 2027, a las 14:00 UTC". */
export function formatUtcTime(d: Date, language: TLanguage = 'en'): string {
  const locale = language === 'es' ? 'es-ES' : 'en-GB';
  const parts = new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).formatToParts(d);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'UTC' }).format(d);
  return language === 'es'
    ? `${part('weekday')}, ${part('day')} de ${part('month')} de ${part('year')}, a las ${time} UTC`
    : `${part('weekday')} ${part('day')} ${part('month')} ${part('year')} at ${time} UTC`;
}

const UNITS: Record<TLanguage, { hour: [string, string]; minute: [string, string] }> = {
  en: { hour: ['hour', 'hours'], minute: ['minute', 'minutes'] },
  es: { hour: ['hora', 'horas'], minute: ['minuto', 'minutos'] },
};

/** "45 minutes", "3 hours", "1 hour 30 minutes" (and in Spanish, "1 hora 30 minutos"). */
export function spokenMinutes(total: number, language: TLanguage = 'en'): string {
  const h = Math.floor(total / 60);
  const m = total % 60;
  const part = (n: number, [one, many]: [string, string]) => `${n} ${n === 1 ? one : many}`;
  return [h ? part(h, UNITS[language].hour) : '', m || !h ? part(m, UNITS[language].minute) : ''].filter(Boolean).join(' ');
}

const LIVE_KIND: Record<TLanguage, Record<TLiveKind, string>> = {
  en: { live_lesson: 'live lesson', webinar: 'webinar' },
  es: { live_lesson: 'la clase en directo', webinar: 'el seminario web' },
};

type LiveRegistration = { firstName: string; session: LiveMailSession };

/** Sent when someone registers. */
export const LIVE_REGISTRATION_MAIL: MailTemplate<LiveRegistration> = {
  en: ({ firstName, session: s }) => ({
    subject: `You are registered: ${s.title}`,
    paragraphs: [
      GREETING.en(firstName),
      `You are registered for the ${LIVE_KIND.en[s.kind]} “${s.title}”${s.hostName ? ` with ${s.hostName}` : ''}.`,
      `It starts on ${formatUtcTime(s.startsAt)} and lasts ${spokenMinutes(s.durationMinutes)}. The session page shows the time in your own time zone.`,
      `The Join button appears on the session page ${s.joinOpensMinutes} minutes before the start. We will send you a reminder before it begins.`,
      `Add it to your calendar: ${s.calendarUrl}`,
    ],
    action: { label: 'Open the session page', url: s.pageUrl },
    footnote: 'Can’t make it after all? Cancel your registration on the session page, so someone else can take your place.',
  }),
  es: ({ firstName, session: s }) => ({
    subject: `Inscripción confirmada: ${s.title}`,
    paragraphs: [
      GREETING.es(firstName),
      `Te has inscrito en ${LIVE_KIND.es[s.kind]} «${s.title}»${s.hostName ? ` con ${s.hostName}` : ''}.`,
      `Empieza el ${formatUtcTime(s.startsAt, 'es')} y dura ${spokenMinutes(s.durationMinutes, 'es')}. La página de la sesión muestra la hora en tu propia zona horaria.`,
      `El botón Unirse aparece en la página de la sesión ${s.joinOpensMinutes} minutos antes del comienzo. Te enviaremos un recordatorio antes de que empiece.`,
      `Añádela a tu calendario: ${s.calendarUrl}`,
    ],
    action: { label: 'Abrir la página de la sesión', url: s.pageUrl },
    footnote: '¿Al final no puedes asistir? Cancela tu inscripción en la página de la sesión para que otra persona pueda ocupar tu plaza.',
  }),
};

type LiveReminder = LiveRegistration & { kind: 'day' | 'soon'; minutesLeft: number };

/** The reminder a day before ('day') or shortly before the start ('soon'); `minutesLeft` from when it is sent. */
export const LIVE_REMINDER_MAIL: MailTemplate<LiveReminder> = {
  en: ({ firstName, session: s, kind, minutesLeft }) => ({
    subject: kind === 'soon' ? `Starting soon: ${s.title}` : `Coming up: ${s.title}`,
    paragraphs: [
      GREETING.en(firstName),
      `A reminder: the ${LIVE_KIND.en[s.kind]} “${s.title}”${s.hostName ? ` with ${s.hostName}` : ''} starts in ${spokenMinutes(Math.max(1, minutesLeft))}, on ${formatUtcTime(s.startsAt)}.`,
      `Open the session page to join: the Join button appears there ${s.joinOpensMinutes} minutes before the start.`,
    ],
    action: { label: kind === 'soon' ? 'Go to the session' : 'Open the session page', url: s.pageUrl },
    footnote: 'You get this email because you registered for this session. If you can no longer come, cancel your registration on the session page.',
  }),
  es: ({ firstName, session: s, kind, minutesLeft }) => ({
    subject: kind === 'soon' ? `Empieza pronto: ${s.title}` : `Próximamente: ${s.title}`,
    paragraphs: [
      GREETING.es(firstName),
      `Un recordatorio: ${LIVE_KIND.es[s.kind]} «${s.title}»${s.hostName ? ` con ${s.hostName}` : ''} empieza dentro de ${spokenMinutes(Math.max(1, minutesLeft), 'es')}, el ${formatUtcTime(s.startsAt, 'es')}.`,
      `Abre la página de la sesión para unirte: el botón Unirse aparece allí ${s.joinOpensMinutes} minutos antes del comienzo.`,
    ],
    action: { label: kind === 'soon' ? 'Ir a la sesión' : 'Abrir la página de la sesión', url: s.pageUrl },
    footnote: 'Recibes este correo porque te inscribiste en esta sesión. Si ya no puedes asistir, cancela tu inscripción en la página de la sesión.',
  }),
};

// ---------------------------------------------------------------------------------------------
// Uploads of books and stories (modules/publishing).

export type UploadMailItem = { kind: 'book' | 'story'; title: string };
const UPLOAD_KIND: Record<TLanguage, Record<UploadMailItem['kind'], string>> = {
  en: { book: 'book', story: 'story' },
  es: { book: 'el libro', story: 'el cuento' },
};

type ReviewRequest = { firstName: string; authorName: string; item: UploadMailItem; queueUrl: string };

/** To a teacher or school admin: a student's upload waits for their review. */
export const UPLOAD_REVIEW_REQUEST_MAIL: MailTemplate<ReviewRequest> = {
  en: ({ firstName, authorName, item, queueUrl }) => ({
    subject: `To review: “${item.title}” by ${authorName}`,
    paragraphs: [
      GREETING.en(firstName),
      `${authorName} has sent the ${UPLOAD_KIND.en[item.kind]} “${item.title}” for review. It stays hidden from the site until you or another reviewer approve it.`,
      'Open the review queue to read it, then approve it or tell the author what to change.',
    ],
    action: { label: 'Open the review queue', url: queueUrl },
  }),
  es: ({ firstName, authorName, item, queueUrl }) => ({
    subject: `Para revisar: «${item.title}», de ${authorName}`,
    paragraphs: [
      GREETING.es(firstName),
      `${authorName} ha enviado ${UPLOAD_KIND.es[item.kind]} «${item.title}» para revisión. No se verá en el sitio hasta que tú u otra persona que revisa lo apruebe.`,
      'Abre la cola de revisión para leerlo y después apruébalo o explica a su autor qué debe cambiar.',
    ],
    action: { label: 'Abrir la cola de revisión', url: queueUrl },
  }),
};

type ClassLoginAlert = { firstName: string; className: string; failures: number; minutes: number; classesUrl: string };

/**
 * To a class's teacher: many wrong passwords were tried on the class's accounts in a few minutes
 * (someone guessing, or one password tried on every child). Names no child and no password.
 */
export const CLASS_LOGIN_ALERT_MAIL: MailTemplate<ClassLoginAlert> = {
  en: ({ firstName, className, failures, minutes, classesUrl }) => ({
    subject: `Many wrong passwords tried in ${className}`,
    paragraphs: [
      GREETING.en(firstName),
      `In the last ${minutes} minutes, ${failures} sign-ins to ${className} failed with a wrong password. That is more than children mistyping: someone may be guessing, or trying one password on every account.`,
      'Nobody has been locked out: children who type their own password still sign in. Further wrong guesses are slowed down.',
      'If you did not expect this, ask your school admin to give the class a new code, and reset the passwords of any child who may have shared theirs.',
    ],
    action: { label: 'Open the classes', url: classesUrl },
  }),
  es: ({ firstName, className, failures, minutes, classesUrl }) => ({
    subject: `Muchas contraseñas incorrectas en ${className}`,
    paragraphs: [
      GREETING.es(firstName),
      `En los últimos ${minutes} minutos, ${failures} inicios de sesión en ${className} fallaron por una contraseña incorrecta. Son más que los errores de teclear de los niños: puede que alguien esté adivinando o probando una misma contraseña en todas las cuentas.`,
      'No se ha bloqueado a nadie: los niños que escriben su propia contraseña siguen entrando. Los siguientes intentos fallidos se ralentizan.',
      'Si no lo esperabas, pide a la administración de tu escuela un código nuevo para la clase y restablece la contraseña de cualquier niño que haya podido compartir la suya.',
    ],
    action: { label: 'Abrir las clases', url: classesUrl },
  }),
};

type UploadDecision = {
  firstName: string;
  item: UploadMailItem & { where?: 'site' | 'platform' };
  decision: { approved: true } | { approved: false; reason: string };
  url: string;
};

/** To the author: their upload was published, or not accepted (with the reviewer's reason). */
export const UPLOAD_DECISION_MAIL: MailTemplate<UploadDecision> = {
  en: ({ firstName, item, decision, url }) => {
    const place = item.where === 'platform' ? 'the platform-wide library' : 'your site';
    const kind = UPLOAD_KIND.en[item.kind];
    return decision.approved
      ? {
          subject: `Published: “${item.title}”`,
          paragraphs: [GREETING.en(firstName), `Good news: your ${kind} “${item.title}” has been approved and is now published on ${place}.`],
          action: { label: 'See your uploads', url },
        }
      : {
          subject: `Not accepted yet: “${item.title}”`,
          paragraphs: [
            GREETING.en(firstName),
            `Your ${kind} “${item.title}” was not accepted for ${place}. The reviewer wrote:`,
            decision.reason,
            item.where === 'platform' ? 'It stays published on your site.' : 'You can change it and send it again from your uploads.',
          ],
          action: { label: 'See your uploads', url },
        };
  },
  es: ({ firstName, item, decision, url }) => {
    const place = item.where === 'platform' ? 'la biblioteca de toda la plataforma' : 'tu sitio';
    const kind = UPLOAD_KIND.es[item.kind];
    return decision.approved
      ? {
          subject: `Publicado: «${item.title}»`,
          paragraphs: [GREETING.es(firstName), `¡Buenas noticias! Se ha aprobado ${kind} «${item.title}» y ya está publicado en ${place}.`],
          action: { label: 'Ver lo que has subido', url },
        }
      : {
          subject: `Todavía no aceptado: «${item.title}»`,
          paragraphs: [
            GREETING.es(firstName),
            `No se ha aceptado ${kind} «${item.title}» para ${place}. Quien lo revisó escribió:`,
            decision.reason,
            item.where === 'platform' ? 'Sigue publicado en tu sitio.' : 'Puedes cambiarlo y volver a enviarlo desde lo que has subido.',
          ],
          action: { label: 'Ver lo que has subido', url },
        };
  },
};

// ---------------------------------------------------------------------------------------------
// Children's privacy (modules/privacy).

const HOME_USE: Record<TLanguage, string> = {
  en: CONSENT_SCOPES.parent_home,
  es: 'El padre, la madre o el tutor acepta que su hijo o hija use esta cuenta en casa además de en la escuela, con las mismas reglas: sin perfil público, solo el nombre de pila en los trabajos publicados y sin publicidad ni seguimiento.',
};

type ParentConsent = { productName: string; childFirstName: string; days: number; url: string };

const PARENT_CONSENT_MAIL: MailTemplate<ParentConsent & { schoolName: string }> = {
  en: ({ schoolName, productName, childFirstName, days, url }) => ({
    subject: `${schoolName} asks your consent for ${childFirstName}’s account`,
    paragraphs: [
      'Hello,',
      `${schoolName} uses ${productName} for reading, writing and learning. ${childFirstName} has an account there, and the school asks whether you agree to it being used at home too.`,
      HOME_USE.en,
      `Open the page below to read what this means and to give or refuse your consent. The link works for ${days} days. You can withdraw your consent at any time from the same page.`,
    ],
    action: { label: 'Answer the request', url },
    footnote: 'You get this email because your child’s school entered your address. If you do not know this school, you can ignore it: nothing changes without your answer.',
  }),
  es: ({ schoolName, productName, childFirstName, days, url }) => ({
    subject: `${schoolName} te pide tu consentimiento para la cuenta de ${childFirstName}`,
    paragraphs: [
      'Hola:',
      `${schoolName} usa ${productName} para leer, escribir y aprender. ${childFirstName} tiene una cuenta allí, y la escuela pregunta si aceptas que también se use en casa.`,
      HOME_USE.es,
      `Abre la página de abajo para leer qué significa y para dar o negar tu consentimiento. El enlace funciona durante ${days} días. Puedes retirar tu consentimiento cuando quieras desde la misma página.`,
    ],
    action: { label: 'Responder a la solicitud', url },
    footnote: 'Recibes este correo porque la escuela de tu hijo o hija introdujo tu dirección. Si no conoces esta escuela, puedes ignorarlo: nada cambia sin tu respuesta.',
  }),
};

/** To a parent: the school (the brand) asks their consent for their child's account to be used at home. */
export const parentConsentMail = (brand: MailBrand, language: TLanguage, v: ParentConsent) =>
  renderTemplate(brand, language, PARENT_CONSENT_MAIL, { ...v, schoolName: brand.name });

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

const ENQUIRY_NOUNS: Record<TLanguage, Record<EnquiryKind, string>> = {
  en: { contact: 'message', tour: 'tour request', problem: 'problem report', demo: 'demo request', sales: 'enquiry' },
  es: { contact: 'mensaje', tour: 'solicitud de visita', problem: 'aviso de problema', demo: 'solicitud de demostración', sales: 'consulta' },
};

const NEXT_STEPS: Record<TLanguage, Record<EnquiryKind, string>> = {
  en: ENQUIRY_NEXT_STEPS,
  es: {
    contact: 'Leemos todos los mensajes y respondemos por correo electrónico, normalmente en dos días laborables.',
    tour: 'Te escribiremos para confirmar la hora de tu visita, o para proponerte otra si esa ya está ocupada.',
    problem: 'Nuestro equipo lo revisará. Si necesitamos más detalles para arreglarlo, te los pediremos por correo electrónico.',
    demo: 'Te escribiremos en dos días laborables para organizar tu demostración.',
    sales: 'Te enviaremos precios y disponibilidad por correo electrónico, normalmente en dos días laborables.',
  },
};

/**
 * To the sender: that it arrived and what happens next. It repeats nothing they typed (not even
 * their name), so the form cannot be used to send someone else a message in the site's name.
 */
const ENQUIRY_RECEIVED_MAIL: MailTemplate<{ kind: EnquiryKind; siteName: string; siteUrl: string }> = {
  en: ({ kind, siteName, siteUrl }) => ({
    subject: `We received your ${ENQUIRY_NOUNS.en[kind]}`,
    paragraphs: ['Hello,', `Thank you for contacting ${siteName}. We received your ${ENQUIRY_NOUNS.en[kind]} and will reply to this address.`, NEXT_STEPS.en[kind]],
    action: { label: `Visit ${siteName}`, url: siteUrl },
    footnote: 'You get this email because this address was entered in a form on our site. If that was not you, you can ignore it: we will only write again to answer.',
  }),
  es: ({ kind, siteName, siteUrl }) => ({
    subject: `Hemos recibido tu ${ENQUIRY_NOUNS.es[kind]}`,
    paragraphs: ['Hola:', `Gracias por escribir a ${siteName}. Hemos recibido tu ${ENQUIRY_NOUNS.es[kind]} y responderemos a esta dirección.`, NEXT_STEPS.es[kind]],
    action: { label: `Visitar ${siteName}`, url: siteUrl },
    footnote: 'Recibes este correo porque alguien escribió esta dirección en un formulario de nuestro sitio. Si no fuiste tú, puedes ignorarlo: solo volveremos a escribir para responder.',
  }),
};

export const enquiryReceivedMail = (brand: MailBrand, language: TLanguage, kind: EnquiryKind) =>
  renderTemplate(brand, language, ENQUIRY_RECEIVED_MAIL, { kind, siteName: brand.name, siteUrl: brand.siteUrl });
