import { z } from 'zod'
import { envelope } from './envelope.ts'
import { cappedString, lineText, multilineText } from './text.ts'
import { id, minorUnits } from './common.ts'
import { orderNo, storedOrderLine } from './orders.ts'

/*
 * Returns, size exchanges and warranty claims (issue 51).
 *
 * A shopper starts one for delivered lines of a paid order of theirs; the operator settles it in
 * the back office. Its state is part of the order's state table (server/modules/orders/state-machine.ts
 * `returnTransitions`):
 *
 *   requested ──approve──▶ approved ──receive──▶ received ──refund──▶ refunded
 *      │                     │                      ├──ship_replacement──▶ replacement_shipped (exchange, warranty replacement)
 *      │                     │                      ├──repair──▶ repaired (warranty)
 *      │                     │                      └──reject──▶ rejected (inspection refused it)
 *      │                     └──expire (not sent back in time)──▶ expired
 *      ├──reject──▶ rejected
 *      └──refund_without_return──▶ refunded (the shop's choice when sending back costs more; recorded)
 *
 * "Delivered" is the order's fulfilment status `completed` (the operator's "delivered" step), and
 * the delivery date its `delivered_at`. Money is integer minor units of the order's currency.
 */

export const returnKinds = ['refund', 'exchange', 'warranty'] as const
export const returnKind = z.enum(returnKinds, { error: 'kind' })
export type ReturnKind = z.infer<typeof returnKind>

export const returnReasons = ['does_not_fit', 'damaged_in_transit', 'not_as_described', 'changed_my_mind', 'defective'] as const
export const returnReason = z.enum(returnReasons, { error: 'reason' })
export type ReturnReason = z.infer<typeof returnReason>

export const returnStates = [
  'requested',
  'approved',
  'received',
  'refunded',
  'replacement_shipped',
  'repaired',
  'rejected',
  'expired',
] as const
export const returnState = z.enum(returnStates)
export type ReturnState = z.infer<typeof returnState>

/** Limits of a request, the same for the form and the server. */
export const maxReturnNote = 2000
export const maxReturnPhotos = 5
export const maxReturnLines = 50

/**
 * Which policy a product falls under: its line (`sco`, `boot`, `ene`, `box`), and for the vape
 * brands `cig-<brand>` (`cig-waka`, `cig-imoment`; `cig` for a brand without its own).
 */
export const returnPolicyKey = cappedString(40, { tooLong: 'policy' }).regex(/^[a-z][a-z0-9-]{1,39}$/, { error: 'policy' })

/** Why a line cannot come back at all (shown with the policy and on the order's lines). */
export const nonReturnableRules = ['opened_e_liquid', 'used_pod', 'drawn_blind_box_prize', 'destination_forbids_reimport'] as const
export const nonReturnableRule = z.enum(nonReturnableRules)
export type NonReturnableRule = z.infer<typeof nonReturnableRule>

/** A product line's terms, written once, in both languages. */
export const returnPolicy = z.object({
  key: z.string(),
  /** The shop line the policy belongs to. */
  line: storedOrderLine,
  name_en: z.string(),
  name_zh: z.string(),
  /** Days after delivery a return may be started; 0 = no returns for a refund or exchange. */
  window_days: z.number().int(),
  /** Months of warranty after delivery; 0 = none. */
  warranty_months: z.number().int(),
  /** Whether a size exchange is offered (ski boots). */
  exchange: z.boolean(),
  /** What cannot come back, by rule. */
  non_returnable: z.array(nonReturnableRule),
  /** Destination countries (ISO alpha-2) that forbid re-importing these goods: no return from there. */
  no_reimport_countries: z.array(z.string()),
  terms_en: z.string(),
  terms_zh: z.string(),
  updated_at: z.string(),
})
export type ReturnPolicy = z.infer<typeof returnPolicy>
export const returnPoliciesResponse = envelope(z.object({ list: z.array(returnPolicy) }))
export const returnPolicyResponse = envelope(returnPolicy)

/** The operator's edit of a policy (every field; the key is in the path). */
export const returnPolicyParams = z.object({ key: returnPolicyKey })
export const returnPolicyBody = z.object({
  name_en: lineText(100).trim().min(1, { error: 'policyName' }),
  name_zh: lineText(100).trim().min(1, { error: 'policyName' }),
  window_days: z
    .number({ error: 'windowDays' })
    .int({ error: 'windowDays' })
    .min(0, { error: 'windowDays' })
    .max(365, { error: 'windowDays' }),
  warranty_months: z
    .number({ error: 'warrantyMonths' })
    .int({ error: 'warrantyMonths' })
    .min(0, { error: 'warrantyMonths' })
    .max(120, { error: 'warrantyMonths' }),
  exchange: z.boolean(),
  non_returnable: z.array(nonReturnableRule).max(nonReturnableRules.length),
  no_reimport_countries: z.array(cappedString(2, { tooLong: 'policyCountry' }).regex(/^[A-Z]{2}$/, { error: 'policyCountry' })).max(250),
  terms_en: multilineText(4000).trim().min(1, { error: 'policyTerms' }),
  terms_zh: multilineText(4000).trim().min(1, { error: 'policyTerms' }),
})
export type ReturnPolicyBody = z.infer<typeof returnPolicyBody>

// ── The shopper ───────────────────────────────────────────────────────────────────────────────

/** A photo uploaded before the request (`POST /user/returns/photos`): the id the request names. */
export const returnPhotoId = cappedString(40, { tooLong: 'photo' }).regex(/^rp_[a-f0-9]{24}$/, { error: 'photo' })
export const returnPhotoResponse = envelope(z.object({ photo_id: z.string(), url: z.string() }))

/** How many of an order line come back; an exchange names the size wanted instead. */
export const returnLineInput = z.object({
  line_id: id,
  quantity: z.number({ error: 'quantity' }).int({ error: 'quantity' }).min(1, { error: 'quantity' }).max(999, { error: 'quantity' }),
  /** Exchange only: the size (variant) of the same product wanted instead. */
  replacement_size: lineText(40).trim().min(1, { error: 'replacementSize' }).optional(),
})

export const createReturnBody = z.object({
  order_no: orderNo,
  kind: returnKind,
  reason: returnReason,
  lines: z.array(returnLineInput).min(1, { error: 'lines' }).max(maxReturnLines, { error: 'lines' }),
  note: multilineText(maxReturnNote, { tooLong: 'noteTooLong' }).trim().default(''),
  photo_ids: z.array(returnPhotoId).max(maxReturnPhotos, { error: 'photos' }).default([]),
  /** Warranty claims only (required there): the serial number on the product. */
  serial_number: lineText(60, { tooLong: 'serialNumber' })
    .trim()
    .regex(/^[A-Za-z0-9][A-Za-z0-9 ./-]{2,59}$/, { error: 'serialNumber' })
    .optional(),
})
export type CreateReturnBody = z.input<typeof createReturnBody>

export const returnLine = z.object({
  line_id: z.number().int(),
  goods_id: z.number().int(),
  name_en: z.string(),
  name_zh: z.string(),
  image: z.string(),
  size: z.string(),
  quantity: z.number().int(),
  replacement_size: z.string().nullable(),
  /** Set once inspected: back to stock (true) or written off (false). */
  resellable: z.boolean().nullable(),
})

/** One step of the timeline, with its date. */
export const returnEvent = z.object({
  state: returnState,
  at: z.string(),
  /** What the step says to the shopper (a rejection's reason, the instructions' reference…), in the language written. */
  note: z.string().nullable(),
})

export const returnInstructions = z.object({
  address: z.string(),
  parcel_reference: z.string(),
  /** The return label PDF, when the shop uploaded one. */
  label_url: z.string().nullable(),
  /** Send it back before this, or the approval expires (and a held replacement size is released). */
  send_before: z.string(),
})

/** The money a refund of a return gave back: goods, delivery and duties in proportion. */
export const refundSplit = z.object({
  goods: minorUnits,
  delivery: minorUnits,
  duties_taxes: minorUnits,
  total: minorUnits,
  currency: z.string(),
})
export type RefundSplitAnswer = z.infer<typeof refundSplit>

export const parcelSent = z.object({ carrier: z.string(), tracking_no: z.string(), at: z.string() })

/** A return as the shopper sees it. */
export const shopperReturn = z.object({
  return_no: z.string(),
  order_no: z.string(),
  kind: returnKind,
  state: returnState,
  reason: returnReason,
  note: z.string(),
  photos: z.array(z.string()),
  serial_number: z.string().nullable(),
  lines: z.array(returnLine),
  instructions: returnInstructions.nullable(),
  rejection_reason: z.string().nullable(),
  /** Refunded without the goods coming back (the shop's choice). */
  without_return: z.boolean(),
  refund: refundSplit.nullable(),
  replacement: parcelSent.nullable(),
  warranty_outcome: z.enum(['repaired', 'replacement', 'refund']).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  timeline: z.array(returnEvent),
})
export type ShopperReturn = z.infer<typeof shopperReturn>

export const returnResponse = envelope(shopperReturn)
/** `order_no`: that order's returns; without it, all the shopper's, newest first. */
export const returnListQuery = z.object({ order_no: orderNo.optional() })
export const returnListResponse = envelope(z.object({ list: z.array(shopperReturn) }))

/** Why a line cannot be returned now (the order page greys it out with the translated `refusal_msg`). */
export const lineRefusal = z.enum([
  'notPaid',
  'notDelivered',
  'outsideWindow',
  'outsideWarranty',
  'nonReturnable',
  'alreadyReturned',
  'noReimport',
])

/** What the order page offers: each line, how many may still come back, by which kind, until when. */
export const returnOptionsQuery = z.object({ order_no: orderNo })
export const returnOptions = z.object({
  order_no: z.string(),
  delivered_at: z.string().nullable(),
  lines: z.array(
    z.object({
      line_id: z.number().int(),
      goods_id: z.number().int(),
      name_en: z.string(),
      name_zh: z.string(),
      size: z.string(),
      bought: z.number().int(),
      /** Still returnable: bought minus what earlier returns (not rejected or expired) took. */
      returnable: z.number().int(),
      kinds: z.array(returnKind),
      /** The other sizes of the product, for an exchange. */
      sizes: z.array(z.string()),
      policy: z.string(),
      window_ends_at: z.string().nullable(),
      warranty_ends_at: z.string().nullable(),
      refusal: lineRefusal.nullable(),
      refusal_msg: z.string().nullable(),
    }),
  ),
})
export const returnOptionsResponse = envelope(returnOptions)

// ── The operator ──────────────────────────────────────────────────────────────────────────────

export const returnNo = cappedString(30, { tooLong: 'returnNo' }).regex(/^R\d{8,24}$/, { error: 'returnNo' })
export const returnNoParams = z.object({ return_no: returnNo })

export const adminReturnQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  page_size: z.coerce.number().int().min(1).max(200).default(20),
  state: returnState.optional(),
  /** The product line of the order. */
  line: storedOrderLine.optional(),
  kind: returnKind.optional(),
  order_no: orderNo.optional(),
})

/** A row of the returns queue. */
export const adminReturnRow = z.object({
  return_no: z.string(),
  order_no: z.string(),
  line: storedOrderLine,
  kind: returnKind,
  state: returnState,
  reason: returnReason,
  user_id: z.number().int(),
  email: z.string(),
  quantity: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
})
export const adminReturnPageResponse = envelope(
  z.object({ list: z.array(adminReturnRow), total: z.number().int(), page: z.number().int(), page_size: z.number().int() }),
)

/** The claim as the operator settles it: the shopper's view plus what only the shop sees. */
export const adminReturn = shopperReturn.extend({
  line: storedOrderLine,
  user_id: z.number().int(),
  email: z.string(),
  locale: z.string(),
  /** The order's money, to judge a refund against. */
  order_total: minorUnits,
  order_refunded: minorUnits,
  order_duties_taxes: minorUnits,
  order_duties_taxes_refunded: minorUnits,
  currency: z.string(),
  /** What a refund of this return would give back now (null once refunded or when it cannot be refunded). */
  refund_preview: refundSplit.nullable(),
  /** Replacement sizes held for an exchange: goods id, size, quantity, and whether still held. */
  holds: z.array(z.object({ goods_id: z.number().int(), size: z.string(), quantity: z.number().int(), held: z.boolean() })),
  /** Operator actions on it, newest last: who, what, when. */
  actions: z.array(z.object({ action: z.string(), operator: z.string().nullable(), note: z.string().nullable(), at: z.string() })),
})
export type AdminReturn = z.infer<typeof adminReturn>
export const adminReturnResponse = envelope(adminReturn)

export const approveReturnBody = z.object({
  address: multilineText(500).trim().min(1, { error: 'returnAddress' }),
  parcel_reference: lineText(60).trim().min(1, { error: 'parcelReference' }),
  /** Days the shopper has to send it back; default 14. */
  send_within_days: z.number().int().min(1).max(90).default(14),
})
/** The body is the PDF itself (application/pdf), at most 5 MB; anything but a PDF (by its first bytes) is refused. */
export const returnLabelUpload = z.instanceof(Blob)
/** The body is the photo itself (image/jpeg, png, webp…), at most 10 MB and 40 megapixels. */
export const returnPhotoUpload = z.instanceof(Blob)
export const rejectReturnBody = z.object({ reason: multilineText(1000).trim().min(1, { error: 'rejectReason' }) })
export const refundWithoutReturnBody = z.object({ reason: multilineText(1000).trim().min(1, { error: 'withoutReturnReason' }) })
export const receiveReturnBody = z.object({
  /** Each returned line inspected: resellable goes back to stock, otherwise written off. */
  lines: z
    .array(z.object({ line_id: id, resellable: z.boolean() }))
    .min(1)
    .max(maxReturnLines),
  note: multilineText(1000).trim().default(''),
})
export const shipReplacementBody = z.object({
  carrier: lineText(60).trim().min(1, { error: 'carrier' }),
  tracking_no: cappedString(40, { tooLong: 'tracking' })
    .trim()
    .regex(/^[A-Za-z0-9-]{4,40}$/, { error: 'tracking' }),
})
/** A warranty claim's end: repaired (sent back with its tracking), replaced (a new shipment) or refunded. */
export const warrantyOutcomeBody = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.literal('repaired'), note: multilineText(1000).trim().default(''), ...shipReplacementBody.shape }),
  z.object({ outcome: z.literal('replacement'), note: multilineText(1000).trim().default(''), ...shipReplacementBody.shape }),
  z.object({ outcome: z.literal('refund'), note: multilineText(1000).trim().default('') }),
])
