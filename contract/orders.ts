import { z } from 'zod'
import { envelope } from './envelope.ts'
import { cappedString, lineText, multilineText } from './text.ts'
import { id, minorUnits, page, pageQuery } from './common.ts'
import { cartLines } from './lines.ts'
import { emailPattern, isMobilePhone, paymentMethods } from './order-rules.ts'
import { dateOfBirthPattern } from './sale-rules.ts'
import { countryCode, orderDelivery } from './delivery.ts'
import { dutiesTaxes } from './landed-cost.ts'

export { emailPattern, type PaymentMethod } from './order-rules.ts'

/*
 * Orders: checkout, order history and order look-up.
 *
 * Money: every amount is integer minor units of the order's `currency` (fen for CNY, cents for
 * USD…) unless its name ends in `_usd` (USD cents). The server prices everything itself from the
 * catalogue and the exchange rate of the moment; any price or total a client sends is ignored.
 * A unit price is converted from USD like src/lib/money.ts `convertFromUsd` (half up), and a line
 * total is unit price × quantity.
 *
 * Writes a retry could repeat (createorder, payorder) take an `Idempotency-Key` header
 * (8–100 characters of [A-Za-z0-9_-]; a UUID is ideal): the same key returns the same answer,
 * the same key with another body is refused with code 409.
 */

/** Which cart an order is placed from: the shop lines that have a cart, plus the vape brands. */
// The lines sold through a cart and its checkout: the carts' own list.
export const orderLine = z.enum(cartLines)

export const paymentMethod = z.enum(paymentMethods)

/**
 * What an order row says, beyond what checkout takes: `box` orders are blind-box prizes sent to
 * fulfilment, paid from the blind-box wallet (`box_wallet`) when the box was drawn.
 */
export const storedOrderLine = z.enum([...cartLines, 'box'])
export const storedPaymentMethod = z.enum([...paymentMethod.options, 'box_wallet'])
export type StoredPaymentMethod = z.infer<typeof storedPaymentMethod>

/** Order and payment status (spec §4). `split`: part of the payment was refunded. */
export const orderStatus = z.enum(['unpaid', 'pending', 'reviewed', 'canceled', 'paid', 'refund', 'payment_failed', 'split'])
export type OrderStatus = z.infer<typeof orderStatus>

/**
 * Fulfilment status (spec §4) plus `unshipped`, the state of every new order.
 * `no_deduction`: canceled before shipping; the stock went back, nothing was deducted.
 */
export const fulfillmentStatus = z.enum(['unshipped', 'partial_shipment', 'all_shipped', 'completed', 'no_deduction'])
export type FulfillmentStatus = z.infer<typeof fulfillmentStatus>

export const deliveryMethod = z.enum(['ship', 'pickup'])
export type DeliveryMethod = z.infer<typeof deliveryMethod>

/** The only shipping method (spec §9). */
export const shippingMethod = z.enum(['standard_international'])
export type ShippingMethod = z.infer<typeof shippingMethod>

/** An unpaid order (other than cash on delivery) is canceled and its stock and coupon released after this. */
export const unpaidOrderLifetimeMinutes = 30

/** Which rule a checkout field breaks; client and server each turn it into a sentence (spec §5). */
export type CheckoutProblem =
  | 'contact' // contact must be a valid email or mobile phone number
  | 'firstName' // Please input First name!
  | 'lastName' // Enter a last name
  | 'country' // Please select a country
  | 'city' // Enter a city
  | 'address' // Enter an address
  | 'postalCode' // Please input Postal/Zip code!
  | 'tooLong'
  | 'dateOfBirth' // Enter a valid date of birth.

/** `user_id` of the legacy paths: accepted, and must be the token's own user (else code 403). */
export const legacyUserId = z.union([cappedString(20), z.number()]).optional()

/** E-mail or mobile phone: at least one, each valid when given. */
export const checkoutContact = z
  .object({
    email: lineText(254, { tooLong: 'tooLong' }).trim().optional(),
    phone: lineText(30, { tooLong: 'tooLong' }).trim().optional(),
  })
  .refine(({ email, phone }) => Boolean(email || phone), { error: 'contact' })
  .refine(({ email }) => !email || emailPattern.test(email), { error: 'contact', path: ['email'] })
  .refine(({ phone }) => !phone || isMobilePhone(phone), { error: 'contact', path: ['phone'] })
export type CheckoutContact = z.infer<typeof checkoutContact>

const required = (problem: CheckoutProblem, max = 120) => lineText(max, { error: problem, tooLong: 'tooLong' }).trim().min(1, problem)
const optionalText = (max: number) => lineText(max, { tooLong: 'tooLong' }).trim().default('')

/** An address typed at checkout (the fields of the address book). */
export const postalAddress = z.object({
  first_name: required('firstName', 60),
  last_name: required('lastName', 60),
  /** ISO 3166-1 alpha-2 country code, e.g. "US", "CN". */
  country: lineText(10, { error: 'country', tooLong: 'country' })
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'country')
    .transform((value) => value.toUpperCase()),
  state: optionalText(80),
  city: required('city', 80),
  address: required('address', 200),
  /** Required, and of what pattern, by the country (contract/address-rules.ts, checked by the server). */
  postal_code: optionalText(20),
  phone: optionalText(30),
})
export type PostalAddress = z.infer<typeof postalAddress>
export type PostalAddressInput = z.input<typeof postalAddress>

/** A shipping address: a saved one by id, or typed in (optionally saved to the address book). */
export const shippingAddressInput = z.union([
  z.object({ address_id: id }),
  postalAddress.extend({ save_address: z.boolean().default(false) }),
])
export type ShippingAddressInput = z.input<typeof shippingAddressInput>

const currencyCode = cappedString(3, { tooLong: 'currency' }).regex(/^[A-Z]{3}$/, 'currency')

export const createOrderBody = z
  .object({
    user_id: legacyUserId,
    line: orderLine,
    contact: checkoutContact,
    news_opt_in: z.boolean().default(false),
    delivery_method: deliveryMethod,
    /** Required when delivery_method is 'ship'; ignored for pickup. */
    shipping_address: shippingAddressInput.optional(),
    billing_same_as_shipping: z.boolean().default(true),
    /** Required when billing differs from shipping (or when picking up and billing is not the same). */
    billing_address: postalAddress.optional(),
    shipping_method: shippingMethod.default('standard_international'),
    payment_method: paymentMethod,
    /** One of the user's own, unused, unexpired coupons whose minimum spend the order meets. */
    user_coupon_id: id.optional(),
    note: multilineText(500, { tooLong: 'tooLong' }).trim().default(''),
    /** One of the currencies of /exchangerate. */
    currency: currencyCode,
    /**
     * The total the shopper saw and confirmed (minor units of `currency`, from /user/orderquote).
     * When the server's total differs the order is refused with code 409 and nothing changes.
     */
    expected_total: minorUnits.min(0).optional(),
    /**
     * The buyer's date of birth ('YYYY-MM-DD'), asked where the line has a minimum age there (vape).
     * Kept on the account once given; one already on file is the one that counts.
     */
    date_of_birth: cappedString(10, { tooLong: 'dateOfBirth' }).regex(dateOfBirthPattern, 'dateOfBirth').optional(),
  })
  .refine((body) => body.delivery_method !== 'ship' || body.shipping_address !== undefined, {
    error: 'address',
    path: ['shipping_address'],
  })
  .refine((body) => body.billing_same_as_shipping || body.billing_address !== undefined, { error: 'address', path: ['billing_address'] })
export type CreateOrderBody = z.input<typeof createOrderBody>
export type CreateOrderInput = z.output<typeof createOrderBody>

/** An address as answered (plain strings; `postalAddress` is the input rule). */
export const orderAddress = z.object({
  first_name: z.string(),
  last_name: z.string(),
  country: z.string(),
  state: z.string(),
  city: z.string(),
  address: z.string(),
  postal_code: z.string(),
  phone: z.string(),
})
export type OrderAddress = z.infer<typeof orderAddress>

export const orderLineItem = z.object({
  goods_id: z.number().int(),
  /** Product name in the caller's language. */
  goods_name: z.string(),
  thumb: z.string(),
  size: z.string(),
  /** Unit price in the order currency. */
  price: minorUnits,
  price_usd: minorUnits,
  quantity: z.number().int(),
  /** price × quantity. */
  total: minorUnits,
  shipped_quantity: z.number().int(),
})
export type OrderLineItem = z.infer<typeof orderLineItem>

export const orderSummary = z.object({
  order_no: z.string(),
  line: storedOrderLine,
  /** ISO 8601. */
  placed_at: z.string(),
  payment_method: storedPaymentMethod,
  status: orderStatus,
  fulfillment_status: fulfillmentStatus,
  currency: z.string(),
  total: minorUnits,
  /** The duties and import taxes `total` includes (issue 50); 0 when none. */
  duties_taxes_total: minorUnits,
  item_count: z.number().int(),
  /** True while the shopper can still pay (pay now). */
  payable: z.boolean(),
  /** When an unpaid order is released; null for cash on delivery and settled orders. ISO 8601. */
  pay_before: z.string().nullable(),
  /**
   * Cash on delivery: when the order is canceled and its stock released unless the shop has
   * confirmed it by then; null once confirmed, settled, or for online payment. ISO 8601.
   */
  confirm_before: z.string().nullable(),
})
export type OrderSummary = z.infer<typeof orderSummary>

/** Every field of spec §3's order, plus discount, currency and exchange rate. */
export const orderDetail = orderSummary.extend({
  contact: z.object({ email: z.string(), phone: z.string() }),
  news_opt_in: z.boolean(),
  delivery_method: deliveryMethod,
  shipping_method: shippingMethod,
  subtotal: minorUnits,
  /** Standard International; 0 for pickup. */
  shipping: minorUnits,
  discount: minorUnits,
  /** Duties and import taxes paid with the order (delivered duty paid), frozen at placement; null: none worked out (pick-up, orders before issue 50). */
  duties_taxes: dutiesTaxes.nullable(),
  /** How many units of `currency` one US dollar bought when the order was placed (decimal text). */
  exchange_rate: z.string(),
  coupon_name: z.string().nullable(),
  shipping_address: orderAddress.nullable(),
  billing_address: orderAddress.nullable(),
  note: z.string(),
  refunded: minorUnits,
  paid_at: z.string().nullable(),
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  lines: z.array(orderLineItem),
})
export type OrderDetail = z.infer<typeof orderDetail>

export const createOrderResponse = envelope(orderDetail)

/** The confirm step's figures before placing: the same pricing createorder uses. */
export const orderQuoteQuery = z.object({
  user_id: legacyUserId,
  line: orderLine,
  currency: currencyCode,
  delivery_method: deliveryMethod.default('ship'),
  user_coupon_id: id.optional(),
  /** Where it ships (ISO code): Standard International is priced by country and parcel; default the default address's. */
  country: countryCode.optional(),
})
export const orderQuote = z.object({
  currency: z.string(),
  exchange_rate: z.string(),
  lines: z.array(orderLineItem.omit({ shipped_quantity: true })),
  subtotal: minorUnits,
  shipping: minorUnits,
  discount: minorUnits,
  /** Duties and import taxes included in `total`; null until the country is known, and for pick-up. */
  duties_taxes: dutiesTaxes.nullable(),
  total: minorUnits,
  /** Where it ships and in how many business days; null for pick-up. No country known: shipping 0, days null. */
  delivery: orderDelivery.nullable(),
  /** Why the chosen coupon does not apply (coupon problem), or null. */
  coupon_problem: z.enum(['notFound', 'used', 'expired', 'minSpend']).nullable(),
  /** The checkout asks the buyer's date of birth: an age applies to this line there and none is on file. */
  asks_date_of_birth: z.boolean(),
})
export type OrderQuote = z.infer<typeof orderQuote>
export const orderQuoteResponse = envelope(orderQuote)

export const orderListQuery = pageQuery.extend({ user_id: legacyUserId, line: orderLine.optional() })
/** A row of the order history: the summary and the first thing bought (its name in the caller's language). */
export const orderListItem = orderSummary.extend({
  first_item: z.object({ goods_name: z.string(), thumb: z.string() }).nullable(),
})
export const orderList = page(orderListItem)
export type OrderList = z.infer<typeof orderList>
export const orderListResponse = envelope(orderList)

export const orderNo = cappedString(40, { tooLong: 'orderNo' })
  .trim()
  .regex(/^\d{8,24}$/, 'orderNo')
export const orderDetailQuery = z.object({ user_id: legacyUserId, order_no: orderNo })
export const orderDetailResponse = envelope(orderDetail)

/** A guest looks an order up by its number and the e-mail or phone it was placed with. */
export const searchOrderQuery = z.object({ order_no: orderNo, contact: lineText(254).trim().min(3) })
export const searchOrderResponse = envelope(orderDetail)

/**
 * Shipping methods, Standard International the only one (spec §9). Its fee depends on the parcel
 * and the country (GET /api/v1/delivery/quote, the order quote): here the lowest fee and the
 * widest estimate of every zone, in USD minor units (the client converts for display).
 */
export const shippingMethodOption = z.object({
  id: shippingMethod,
  name: z.string(),
  fee_usd: minorUnits,
  /** Typical delivery time in days, e.g. [7, 15]. */
  days: z.tuple([z.number().int(), z.number().int()]),
})
export type ShippingMethodOption = z.infer<typeof shippingMethodOption>
export const shippingMethodsResponse = envelope(z.object({ list: z.array(shippingMethodOption) }))

export { currencyDigits, minorFromUsd } from './money.ts'
