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
import { SUPERPOWER_MSG } from '@commonshelf/shared/superpowers/superpowers.schemas';
import { TENANT_ADMIN_MSG } from '@commonshelf/shared/tenants/tenant-admin.schemas';
import { TENANT_REGISTRATION_MSG } from '@commonshelf/shared/tenants/tenant-registration.schemas';
import { IMPORT_MSG, IMPORT_ROW_MSG, USER_ADMIN_MSG } from '@commonshelf/shared/users/user-admin.schemas';

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

/** A message object's translation: every string entry as a string; function entries are dropped. */
export type SpanishOf<T> = {
  readonly [Module in keyof T]: {
    readonly [Key in keyof T[Module] as T[Module][Key] extends string ? Key : never]: string;
  };
};

/**
 * English → translation for every string entry of the shared message objects that `translated`
 * covers (function entries build their text at run time and are left out).
 */
export function pairMessages(english: typeof SHARED_MESSAGES, translated: SpanishOf<typeof SHARED_MESSAGES>): Map<string, string> {
  const map = new Map<string, string>();
  for (const [module, entries] of Object.entries(english)) {
    const own: Readonly<Record<string, string>> = translated[module as keyof typeof translated];
    for (const [key, text] of Object.entries(entries)) {
      if (typeof text === 'string' && own[key] && !map.has(text)) map.set(text, own[key]);
    }
  }
  return map;
}
