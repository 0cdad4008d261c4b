import { z } from 'zod';
import { CART_MAX_ITEMS } from './cart.js';
import { ZProductId } from './cart.schemas.js';
import { MAX_AMOUNT_MINOR, PAYMENT_PROVIDERS } from './commerce.schemas.js';
import { ZOrderSummary } from './orders.schemas.js';

/**
 * What checkout takes. Prices never come from the browser: a purchase names product ids and the
 * server prices them from the database in the site's currency; a donation names its cause and an
 * amount in the cause's currency, which must be a whole number of minor units within bounds.
 */

export const DONOR_NAME_MAX = 100;
export const DEDICATION_MAX = 200;

export const CHECKOUT_MSG = {
  provider: 'Choose how you would like to pay.',
  name: 'Enter your name.',
  nameLong: `Use at most ${DONOR_NAME_MAX} characters.`,
  email: 'Enter your email address, for your receipt.',
  emailInvalid: 'Enter a valid email address.',
  amountRequired: 'Enter an amount.',
  amountWhole: 'Amounts are whole numbers of the currency’s smallest unit (cents, pence or paise).',
  amountPositive: 'The amount must be more than zero.',
  amountTooLarge: 'This amount is larger than we accept in one payment.',
  dedicationLong: `Use at most ${DEDICATION_MAX} characters.`,
  causeRequired: 'Choose the charity, project or fundraising page to give to.',
  causeNotFound: 'This cause is not open for donations on this site.',
  causeMismatch: 'This project belongs to another charity.',
  fundraiserClosed: 'This fundraising page is closed and no longer takes donations.',
  cartEmpty: 'Your cart is empty.',
  cartTooLong: `A cart holds at most ${CART_MAX_ITEMS} items.`,
  unavailable: 'Some items in your cart are no longer available. Remove them and try again.',
  owned: 'Your cart has an e-book or a course you already bought. Remove it from your cart to buy the rest.',
  courseNeedsAccount: 'A course opens in your account: log in to buy it.',
  notPriced: (currency: string) => `Some items in your cart are not sold in ${currency} on this site.`,
  shippingRequired: 'Enter a delivery address: your order includes printed books.',
  currency: (provider: string, currency: string) => `${provider} cannot take payments in ${currency}. Choose another way to pay.`,
  providerOff: (provider: string) => `Payments with ${provider} are not available at the moment. Choose another way to pay.`,
  providerDown: (provider: string) => `We couldn’t reach ${provider}. Nothing was charged; please try again in a moment.`,
  inProgress: 'Paying for this cart has already started, in another tab or before you came back here. Finish paying there, or open the order to pay for it here.',
  alreadyPaid: 'This cart has already been paid for. Open the order to see it.',
  keyInvalid: 'This checkout link is not valid. Reload the page and try again.',
  keyTaken: 'This checkout was started by another account on this device. Reload the page and try again.',
  fieldRequired: 'This field is required.',
  fieldLong: (max: number) => `Use at most ${max} characters.`,
  country: 'Choose a country from the list.',
  postalCode: 'Enter a valid postcode: letters and numbers, with spaces or hyphens between them.',
  pinCode: 'Enter the 6-digit PIN code, such as 411001.',
  ukPostcode: 'Enter a UK postcode, such as SW1A 1AA.',
  zipCode: 'Enter a 5-digit ZIP code, such as 94103.',
  addressLine: 'Enter the street and the house number or name.',
  city: 'Enter the town or city.',
  phone: 'Enter a phone number of 6 to 15 digits, with spaces, hyphens or a leading + if you like.',
  /** `amount` as the minimum reads, e.g. "1 INR" or "0.30 GBP". */
  belowMinimum: (provider: string, amount: string) => `The least ${provider} takes in one payment is ${amount}. Enter more, or choose another way to pay.`,
} as const;

export const PROVIDER_NAMES: Record<(typeof PAYMENT_PROVIDERS)[number], string> = { stripe: 'Stripe', paypal: 'PayPal', phonepe: 'PhonePe' };

/** Letters, digits, spaces and common punctuation; control characters are dropped and runs of spaces folded. */
const line = (max: number, required = true) => {
  const base = z
    .string({ error: CHECKOUT_MSG.fieldRequired })
    // eslint-disable-next-line no-control-regex
    .transform((s) => s.replace(/[\u0000-\u001f\u007f]/g, ' ').replace(/\s+/g, ' ').trim());
  return required ? base.pipe(z.string().min(1, CHECKOUT_MSG.fieldRequired).max(max, CHECKOUT_MSG.fieldLong(max))) : base.pipe(z.string().max(max, CHECKOUT_MSG.fieldLong(max)));
};

const zCauseId = z.number({ error: CHECKOUT_MSG.causeRequired }).int(CHECKOUT_MSG.causeRequired).positive(CHECKOUT_MSG.causeRequired).max(2_147_483_647, CHECKOUT_MSG.causeNotFound);

export const ZProvider = z.enum(PAYMENT_PROVIDERS, { error: CHECKOUT_MSG.provider });

export const ZBuyerName = z
  .string({ error: CHECKOUT_MSG.name })
  .transform((s) => s.replace(/\s+/g, ' ').trim())
  .pipe(z.string().min(1, CHECKOUT_MSG.name).max(DONOR_NAME_MAX, CHECKOUT_MSG.nameLong));

export const ZBuyerEmail = z
  .string({ error: CHECKOUT_MSG.email })
  .trim()
  .min(1, CHECKOUT_MSG.email)
  .max(254, CHECKOUT_MSG.emailInvalid)
  .pipe(z.email(CHECKOUT_MSG.emailInvalid))
  .transform((s) => s.toLowerCase());

/** An amount in minor units: an integer, more than zero, at most MAX_AMOUNT_MINOR. NaN, fractions and strings are refused. */
export const ZAmountMinor = z
  .number({ error: (issue) => (issue.input === undefined ? CHECKOUT_MSG.amountRequired : CHECKOUT_MSG.amountWhole) })
  // One message each: an absurd amount is "too large" (not "not whole"), a negative fraction "not whole".
  .max(MAX_AMOUNT_MINOR, { error: CHECKOUT_MSG.amountTooLarge, abort: true })
  .int({ error: CHECKOUT_MSG.amountWhole, abort: true })
  .positive(CHECKOUT_MSG.amountPositive);

/** A postcode in any country: letters and digits, spaces or hyphens only between them. */
const POSTCODE = /^[\p{L}\p{N}](?:[\p{L}\p{N} -]{0,18}[\p{L}\p{N}])?$/u;

/** The postcode formats of the countries the demo shops post to most (spaces ignored), checked beyond POSTCODE's any-country shape. */
const COUNTRY_POSTCODES: Partial<Record<string, { pattern: RegExp; message: string }>> = {
  IN: { pattern: /^[1-9]\d{5}$/, message: CHECKOUT_MSG.pinCode },
  GB: { pattern: /^[A-Z]{1,2}\d[A-Z\d]?\d[A-Z]{2}$/, message: CHECKOUT_MSG.ukPostcode },
  US: { pattern: /^\d{5}(?:-\d{4})?$/, message: CHECKOUT_MSG.zipCode },
};

/** A phone number as people write it: 6 to 15 digits (E.164's most), spaced with spaces, hyphens, dots or brackets, a + first. */
const PHONE = /^\+?(?:[\s().-]*\d){6,15}[\s().-]*$/;

export const ZShippingAddress = z.object({
  name: line(100),
  // A courier needs words here: "." or "1" is no street, nor a town.
  line1: line(200).refine((v) => v === '' || /\p{L}/u.test(v), CHECKOUT_MSG.addressLine),
  line2: line(200, false).optional().default(''),
  city: line(100).refine((v) => v === '' || /\p{L}.*\p{L}/su.test(v), CHECKOUT_MSG.city),
  region: line(100, false).optional().default(''),
  postal_code: line(20)
    .refine((v) => v === '' || POSTCODE.test(v), CHECKOUT_MSG.postalCode)
    // Written as the post writes it (sw1a  1aa is SW1A 1AA) on the parcel, the invoice and the order.
    .transform((v) => v.toUpperCase().replace(/\s+/g, ' ')),
  country: z
    .string({ error: CHECKOUT_MSG.country })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, CHECKOUT_MSG.country),
  phone: line(30, false)
    .refine((v) => v === '' || PHONE.test(v), CHECKOUT_MSG.phone)
    .optional()
    .default(''),
}).superRefine((a, ctx) => {
  const rule = COUNTRY_POSTCODES[a.country];
  // Only a postcode of the any-country shape is held to its country's format (one message at a time).
  if (rule && POSTCODE.test(a.postal_code) && !rule.pattern.test(a.postal_code.replace(/\s/g, '').toUpperCase())) ctx.addIssue({ code: 'custom', message: rule.message, path: ['postal_code'] });
}, {
  // Checked whenever both fields are there, even while another field still has an error.
  when: ({ value }) => {
    const a = value as { postal_code?: unknown; country?: unknown } | undefined;
    return typeof a?.postal_code === 'string' && String(a.country).trim().toUpperCase() in COUNTRY_POSTCODES;
  },
});
export type TShippingAddress = z.infer<typeof ZShippingAddress>;

/**
 * `POST /api/checkout/`: the cart (a visitor's local one in `items`; a signed-in user's server cart
 * otherwise). `checkout_key` is the browser's random key for this cart's checkout, the same in all
 * its tabs: a second checkout with it meets the first order (409) instead of making another.
 */
export const ZCheckoutInput = z.object({
  provider: ZProvider,
  checkout_key: z.uuid(CHECKOUT_MSG.keyInvalid).optional(),
  email: ZBuyerEmail,
  name: ZBuyerName,
  items: z.array(ZProductId).max(CART_MAX_ITEMS, CHECKOUT_MSG.cartTooLong).optional(),
  shipping_address: ZShippingAddress.optional(),
});
export type TCheckoutInput = z.input<typeof ZCheckoutInput>;

/** `POST /api/checkout/donation/`: a gift to a project, a charity, or through a fundraising page. */
export const ZDonationCheckoutInput = z
  .object({
    project_id: zCauseId.optional(),
    charity_id: zCauseId.optional(),
    fundraiser_slug: z.string().trim().min(1).max(80).optional(),
    amount_minor: ZAmountMinor,
    dedication: z
      .string()
      .transform((s) => s.replace(/\s+/g, ' ').trim())
      .pipe(z.string().max(DEDICATION_MAX, CHECKOUT_MSG.dedicationLong))
      .optional(),
    anonymous: z.boolean().default(false),
    email: ZBuyerEmail,
    name: ZBuyerName,
    provider: ZProvider,
  })
  .refine((v) => v.project_id !== undefined || v.charity_id !== undefined || v.fundraiser_slug !== undefined, {
    message: CHECKOUT_MSG.causeRequired,
    path: ['project_id'],
  });
export type TDonationCheckoutInput = z.input<typeof ZDonationCheckoutInput>;

/** `POST /api/orders/:reference/pay/`: another attempt at paying an unpaid order (after a failure or cancel). */
export const ZRetryPaymentInput = z.object({ provider: ZProvider, token: z.string().max(200).optional() });

/** The 409 of a checkout whose cart another tab is paying or has paid: the order, and the token that opens it. */
export const ZCheckoutConflict = z.object({ error: z.string(), order: z.string(), order_status: z.string(), access_token: z.string() });
export type TCheckoutConflict = z.infer<typeof ZCheckoutConflict>;

/** What checkout answers: the order, the token that opens it without an account, and where to pay. */
export const ZCheckoutResult = z.object({ order: ZOrderSummary, access_token: z.string(), redirect_url: z.string() });
export type TCheckoutResult = z.infer<typeof ZCheckoutResult>;
