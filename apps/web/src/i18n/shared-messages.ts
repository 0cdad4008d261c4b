// Every message object of the shared package (Zod schemas' texts and the server's API errors), by
// its exported name. Only the Spanish chunk imports this module (see es/shared-messages.ts), so the
// English main bundle does not grow by the schemas; a unit test fails when a new `*_MSG` export of
// packages/shared is missing here.
import { AUDIT_MSG } from '@commonshelf/shared/admin/audit.schemas';
import { JOBS_MSG } from '@commonshelf/shared/admin/jobs.schemas';
import { ORG_ADMIN_MSG } from '@commonshelf/shared/admin/organization-admin.schemas';
import { DASHBOARD_MSG } from '@commonshelf/shared/admin/platform-dashboard.schemas';
import { SCHOOL_DASHBOARD_MSG } from '@commonshelf/shared/admin/school-dashboard.schemas';
import { ARCHIVED_STUDENTS_MSG } from '@commonshelf/shared/auth/archived-students.schemas';
import { MSG } from '@commonshelf/shared/auth/auth.schemas';
import { CLASS_ADMIN_MSG } from '@commonshelf/shared/auth/class-admin.schemas';
import { SUBMISSION_MSG } from '@commonshelf/shared/challenges/challenges.schemas';
import { CHARITY_MSG } from '@commonshelf/shared/charities/charities.schemas';
import { CAUSE_FORM_MSG, PROJECT_UPDATE_MSG } from '@commonshelf/shared/charities/charity-admin.schemas';
import { DONATION_ADMIN_MSG } from '@commonshelf/shared/charities/donation-admin.schemas';
import { FUNDRAISER_MSG } from '@commonshelf/shared/charities/fundraising.schemas';
import { CART_MSG } from '@commonshelf/shared/commerce/cart.schemas';
import { CHECKOUT_MSG } from '@commonshelf/shared/commerce/checkout.schemas';
import { ORDER_ADMIN_MSG, SHIPPING_MSG } from '@commonshelf/shared/commerce/order-admin.schemas';
import { ORDER_MSG } from '@commonshelf/shared/commerce/orders.schemas';
import { PAYMENT_HISTORY_MSG } from '@commonshelf/shared/commerce/payment-history.schemas';
import { PRODUCT_MSG } from '@commonshelf/shared/commerce/products.schemas';
import { AUTHORING_MSG } from '@commonshelf/shared/courses/authoring.schemas';
import { BULK_MSG, BULK_ROW_MSG } from '@commonshelf/shared/courses/bulk-enrolment.schemas';
import { BOOK_ADMIN_MSG } from '@commonshelf/shared/library/book-admin.schemas';
import { CATEGORY_MSG } from '@commonshelf/shared/library/categories.schemas';
import { DEAR_WORLD_MSG } from '@commonshelf/shared/library/dear-world.schemas';
import { LIBRARY_MSG } from '@commonshelf/shared/library/libraries.schemas';
import { PUBLISHING_MSG } from '@commonshelf/shared/library/publishing.schemas';
import { STORY_ADMIN_MSG } from '@commonshelf/shared/library/story-admin.schemas';
import { EMAIL_MSG } from '@commonshelf/shared/mail/email-monitoring.schemas';
import { MODES_ADMIN_MSG } from '@commonshelf/shared/modes/modes-admin.schemas';
import { DATA_RIGHTS_MSG } from '@commonshelf/shared/privacy/data-rights.schemas';
import { PRIVACY_MSG } from '@commonshelf/shared/privacy/privacy.schemas';
import { CONTENT_MSG } from '@commonshelf/shared/site/content-pages.schemas';
import { ENQUIRY_MSG } from '@commonshelf/shared/site/enquiries.schemas';
import { SUPERPOWER_MSG, SUPERPOWER_PROGRAMMES } from '@commonshelf/shared/superpowers/superpowers.schemas';
import { TENANT_ADMIN_MSG } from '@commonshelf/shared/tenants/tenant-admin.schemas';
import { TENANT_REGISTRATION_MSG } from '@commonshelf/shared/tenants/tenant-registration.schemas';
import { IMPORT_MSG, IMPORT_ROW_MSG, ROLE_ARTICLE_NAMES, USER_ADMIN_MSG } from '@commonshelf/shared/users/user-admin.schemas';
import { fillTemplate, type MessagePattern } from './messages';

export const SHARED_MESSAGES = {
  AUDIT_MSG,
  JOBS_MSG,
  ORG_ADMIN_MSG,
  DASHBOARD_MSG,
  SCHOOL_DASHBOARD_MSG,
  ARCHIVED_STUDENTS_MSG,
  MSG,
  CLASS_ADMIN_MSG,
  SUBMISSION_MSG,
  CHARITY_MSG,
  CAUSE_FORM_MSG,
  PROJECT_UPDATE_MSG,
  DONATION_ADMIN_MSG,
  FUNDRAISER_MSG,
  CART_MSG,
  CHECKOUT_MSG,
  ORDER_ADMIN_MSG,
  SHIPPING_MSG,
  ORDER_MSG,
  PAYMENT_HISTORY_MSG,
  PRODUCT_MSG,
  AUTHORING_MSG,
  BULK_MSG,
  BULK_ROW_MSG,
  BOOK_ADMIN_MSG,
  CATEGORY_MSG,
  DEAR_WORLD_MSG,
  LIBRARY_MSG,
  PUBLISHING_MSG,
  STORY_ADMIN_MSG,
  EMAIL_MSG,
  MODES_ADMIN_MSG,
  DATA_RIGHTS_MSG,
  PRIVACY_MSG,
  CONTENT_MSG,
  ENQUIRY_MSG,
  SUPERPOWER_MSG,
  TENANT_ADMIN_MSG,
  TENANT_REGISTRATION_MSG,
  IMPORT_MSG,
  IMPORT_ROW_MSG,
  USER_ADMIN_MSG,
} as const;

type Shared = typeof SHARED_MESSAGES;
type MessageFunction = (...args: never[]) => string;

/**
 * A message object's translation: every string entry as a string, and every function entry (a
 * message with values, built at run time) as a function of the same arguments. The functions are
 * called with markers (`{{0}}`, `{{1}}`…) in place of the values to give the message's template,
 * so they may place their arguments and compare them with a value listed in `MESSAGE_ARGUMENTS`,
 * but not compute with them.
 */
export type SpanishOf<T> = {
  readonly [Module in keyof T]: {
    readonly [Key in keyof T[Module]]: T[Module][Key] extends string
      ? string
      : T[Module][Key] extends (...args: infer Args) => string
        ? (...args: Args) => string
        : never;
  };
};

/** A function message's arguments for one of its templates: a value, or null for “any value” (a marker). */
export type MessageArguments = readonly (string | number | null)[];

/**
 * The arguments that change a function message's wording, not only its values: each list is one
 * template (every other function message has one, with a marker for each argument). The tests
 * check that no value is lost (each marker reaches the English) and that these keys exist.
 */
export const MESSAGE_ARGUMENTS: { readonly [Module in keyof Shared]?: { readonly [Key in keyof Shared[Module]]?: readonly MessageArguments[] } } = {
  SUPERPOWER_MSG: {
    wrongRole: SUPERPOWER_PROGRAMMES.map((p) => [p]),
    alreadyMember: SUPERPOWER_PROGRAMMES.map((p) => [null, p]),
    granted: SUPERPOWER_PROGRAMMES.map((p) => [null, p]),
    revoked: SUPERPOWER_PROGRAMMES.map((p) => [null, p]),
  },
  USER_ADMIN_MSG: {
    roleNotYours: Object.values(ROLE_ARTICLE_NAMES).map((r) => [r]),
    cannotManage: Object.values(ROLE_ARTICLE_NAMES).map((r) => [r]),
  },
  IMPORT_MSG: { imported: [[1], [null]] },
};

/** The marker of a function message's `i`th argument: the template has `{{i}}` where the value goes. */
const argumentMarker = (i: number) => `{{${i}}}`;

/** The templates of one function message: its arguments, with markers for the values, per wording. */
export function argumentLists(module: string, key: string, fn: MessageFunction): unknown[][] {
  const listed = (MESSAGE_ARGUMENTS as Record<string, Record<string, readonly MessageArguments[]> | undefined>)[module]?.[key];
  const lists: readonly MessageArguments[] = listed ?? [Array.from({ length: fn.length }, () => null)];
  return lists.map((list) => list.map((value, i) => value ?? argumentMarker(i)));
}

/**
 * English → translation for every entry of the shared message objects that `translated` covers:
 * string entries (and function entries whose arguments leave no value) as whole texts, function
 * entries with values as patterns (their templates, values found by position: `{{0}}`, `{{1}}`…).
 */
export function pairMessages(
  english: Shared,
  translated: SpanishOf<Shared>,
): { messages: Map<string, string>; patterns: MessagePattern[] } {
  const messages = new Map<string, string>();
  const patterns = new Map<string, MessagePattern>();
  for (const [module, entries] of Object.entries(english)) {
    const own: Readonly<Record<string, string | MessageFunction | undefined>> = translated[module as keyof typeof translated];
    for (const [key, text] of Object.entries(entries) as [string, string | MessageFunction][]) {
      const mine = own[key];
      if (typeof text === 'string') {
        if (typeof mine === 'string' && mine && !messages.has(text)) messages.set(text, mine);
        continue;
      }
      if (typeof mine !== 'function') continue;
      for (const args of argumentLists(module, key, text)) {
        const template = (text as (...a: unknown[]) => string)(...args);
        const translation = (mine as (...a: unknown[]) => string)(...args);
        if (!/\{\{\d+\}\}/.test(template)) {
          if (!messages.has(template)) messages.set(template, translation);
        } else if (!patterns.has(template)) {
          patterns.set(template, { english: template, translate: (values) => fillTemplate(translation, values) });
        }
      }
    }
  }
  return { messages, patterns: [...patterns.values()] };
}
