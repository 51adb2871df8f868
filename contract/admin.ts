import { z } from 'zod'
import { envelope } from './envelope.ts'
import { id, line } from './common.ts'
import type { ProductLine } from './lines.ts'
import { cappedString, lineText, multilineText } from './text.ts'
import { fulfillmentStatus, orderNo, orderStatus, storedOrderLine, storedPaymentMethod } from './orders.ts'
import { isIsoCountry } from './country-codes.ts'

// The back office (/admin and /api/admin): operators, roles and the forms they fill. The
// browser forms and the server check with these same schemas.

export const operatorRole = z.enum(['owner', 'staff', 'support'])
export type OperatorRole = z.infer<typeof operatorRole>

/** What each role may do; the server checks one of these on every endpoint. */
export const permission = z.enum([
  'operators',
  'audit',
  'settings',
  'catalogue',
  'orders.read',
  'orders.write',
  'orders.note',
  'customers.read',
  'customers.write',
  'customers.note',
  'coupons',
  'enquiries',
])
export type Permission = z.infer<typeof permission>

export const rolePermissions: Record<OperatorRole, readonly Permission[]> = {
  owner: permission.options,
  staff: ['catalogue', 'orders.read', 'orders.write', 'orders.note', 'coupons', 'enquiries'],
  support: ['orders.read', 'orders.note', 'customers.read', 'customers.note'],
}
export const can = (role: OperatorRole, what: Permission) => rolePermissions[role].includes(what)

/** The header that carries an operator's session: never the shoppers' bearer token. */
export const operatorHeader = 'x-operator-token'

const email = cappedString(254, { tooLong: 'email' }).trim().toLowerCase().email({ error: 'email' })
export const operatorPassword = cappedString(200).min(12, { error: 'passwordShort' })
export const totpCode = cappedString(10, { tooLong: 'totpCode' })
  .trim()
  .regex(/^\d{6}$/, { error: 'totpCode' })

export const addOperatorBody = z.object({ email, role: operatorRole })
export const setPasswordBody = z.object({ token: cappedString(100).min(20), password: operatorPassword })
export const signInBody = z.object({ email, password: cappedString(200).min(1) })
/** "Forgot password?": the answer is the same whether or not an operator has this e-mail. */
export const passwordResetRequestBody = z.object({ email })
/** The e-mailed link's page: a new password, and the authenticator's code before it changes. */
export const passwordResetBody = z.object({ token: cappedString(100).min(20), password: operatorPassword, code: totpCode })
export const totpBody = z.object({ code: totpCode })
/** A one-time recovery code as handed out: ten letters and digits, the dash optional. */
export const recoveryCode = cappedString(20, { tooLong: 'recoveryCode' })
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9]{5}-?[a-z0-9]{5}$/, { error: 'recoveryCode' })
  .transform((code) => code.replace('-', ''))
export const recoveryBody = z.object({ code: recoveryCode })
/** At enrolment, the ten one-time recovery codes (shown once); null on later sign-ins. */
export const secondFactorAnswer = z.object({ recovery_codes: z.array(z.string()).nullable() })
export const operatorParams = z.object({ id: z.coerce.number().int().positive() })
export const operatorRoleBody = z.object({ role: operatorRole })

export const signInAnswer = z.object({
  token: z.string(),
  /** 'enrol': scan the QR first; 'totp': type the current code. */
  next: z.enum(['enrol', 'totp']),
  otpauth_url: z.string().optional(),
  qr_svg: z.string().optional(),
})
export const operatorMe = z.object({ id: z.number().int(), email: z.string(), role: operatorRole, permissions: z.array(permission) })

export const adminPageQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  page_size: z.coerce.number().int().min(1).max(200).default(20),
  desc: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
})

/** The audit log's filters: part of the operator's e-mail, the start of the action and of the subject, a time range. */
export const auditExportQuery = z.object({
  operator: lineText(254).trim().optional(),
  action: lineText(60).trim().optional(),
  subject: lineText(120).trim().optional(),
  since: z.coerce.date().optional(),
  until: z.coerce.date().optional(),
})
export const auditQuery = adminPageQuery.extend(auditExportQuery.shape)

export const productSort = z.enum(['id', 'name_en', 'price_cents', 'stock', 'created_at'])
export const productQuery = adminPageQuery.extend({
  line: line.optional(),
  q: lineText(100).trim().optional(),
  /** Products whose texts lack this language. */
  missing: z.enum(['en', 'zh-cn']).optional(),
  active: z.enum(['true', 'false']).optional(),
  sort: productSort.default('id'),
})

// Operators' texts may span lines (descriptions); control characters other than tab and newline are refused.
const text = (max: number) => multilineText(max).trim()
export const productFields = z
  .object({
    line,
    category_id: z.number().int().positive(),
    slug: cappedString(80, { tooLong: 'slug' })
      .trim()
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: 'slug' }),
    name_en: text(200),
    name_zh: text(200),
    summary_en: text(500),
    summary_zh: text(500),
    description_en: text(20_000),
    description_zh: text(20_000),
    /** USD cents. */
    price_cents: z.number().int().min(1, { error: 'price' }).max(100_000_000),
    compare_at_cents: z.number().int().min(1).max(100_000_000).nullable(),
    // What the product is for customs (issue 50): left out, they stay as they are; null clears them.
    hs_code: cappedString(6, { error: 'hsCode', tooLong: 'hsCode' })
      .regex(/^\d{6}$/, { error: 'hsCode' })
      .nullable()
      .optional(),
    origin_country: cappedString(2, { error: 'originCountry', tooLong: 'originCountry' })
      .refine((code) => isIsoCountry(code), { error: 'originCountry' })
      .nullable()
      .optional(),
  })
  .refine((value) => value.name_en !== '' || value.name_zh !== '', { error: 'nameRequired', path: ['name_en'] })
export const updateProductBody = z.object({ version: z.number().int().min(1), fields: productFields })
export type ProductFields = z.infer<typeof productFields>
export const stockBody = z.object({ stock: z.number().int().min(0).max(1_000_000), reason: text(200).default('') })
/**
 * The address name a product gets from its English name when none is typed: "City Glide 2" →
 * `city-glide-2` (accents dropped, anything else becomes a dash). Empty when nothing is left.
 */
export const slugFromName = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 80)
    .replace(/^-|-$/g, '')

export const productParams = z.object({ id })
/** A picture of the product, as its `images` lists it. */
export const removeImageBody = z.object({ path: cappedString(200).regex(/^goods\/[a-z]+\/[a-z0-9-]+\.webp$/) })
/** An image file sent as the request body itself, with its own Content-Type. */
export const imageUpload = z.instanceof(Blob)

export const orderSort = z.enum(['placed_at', 'total', 'status'])
export const adminOrderQuery = adminPageQuery.extend({
  status: orderStatus.optional(),
  line: storedOrderLine.optional(),
  payment_method: storedPaymentMethod.optional(),
  since: z.coerce.date().optional(),
  until: z.coerce.date().optional(),
  q: lineText(100).trim().optional(),
  sort: orderSort.default('placed_at'),
})
export const orderNoParams = z.object({ order_no: orderNo })
export const shipBody = z.object({
  carrier: lineText(60).trim().min(1, { error: 'carrier' }),
  tracking_no: cappedString(40, { tooLong: 'tracking' })
    .trim()
    .regex(/^[A-Za-z0-9-]{4,40}$/, { error: 'tracking' }),
})
export const refundBody = z.object({ amount: z.number().int().min(1).optional() })
export const noteBody = z.object({ text: multilineText(2000).trim().min(1, { error: 'noteEmpty' }) })

export const adminPage = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), total: z.number().int(), page: z.number().int(), page_size: z.number().int() })

/** One row of the audit log: who did what to which subject, before → after. */
export const auditRow = z.object({
  id: z.number().int(),
  /** Null for a failed sign-in whose e-mail names no operator. */
  operator: z.string().nullable(),
  action: z.string(),
  subject: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  /** The caller's address, when it came through the API. */
  ip: z.string().nullable(),
  /** ISO 8601. */
  created_at: z.string(),
})
export type AuditRow = z.infer<typeof auditRow>
export const auditPageResponse = envelope(adminPage(auditRow))
/** `renewed`: the e-mail was already invited and had not finished signing up; its earlier link no longer works. */
export const addedOperatorResponse = envelope(z.object({ id: z.number().int(), link: z.string(), renewed: z.boolean() }))
export const signInResponse = envelope(signInAnswer)
export const operatorMeResponse = envelope(operatorMe)
export const doneResponse = envelope(z.null())
export const secondFactorResponse = envelope(secondFactorAnswer)

/** An operator as owners manage them. */
export const operatorRow = z.object({
  id: z.number().int(),
  email: z.string(),
  role: operatorRole,
  /** Authenticator enrolled; false until the first code after an invitation or a reset. */
  totp_enabled: z.boolean(),
  /** Unused recovery codes left. */
  recovery_codes_left: z.number().int(),
  disabled_at: z.string().nullable(),
  created_at: z.string(),
})
export type OperatorRow = z.infer<typeof operatorRow>
export const operatorsResponse = envelope(z.array(operatorRow))
export const operatorResponse = envelope(operatorRow)

// What the back office's screens read. Dates travel as ISO 8601 text.
const when = z.string()

export const adminCategory = z.object({
  id: z.number().int(),
  line,
  slug: z.string(),
  brand: z.string().nullable(),
  name_en: z.string(),
  name_zh: z.string(),
  /** Position in the shop's category menus, lowest first. */
  sort: z.number().int(),
  published: z.boolean(),
  version: z.number().int(),
  /** Products filed under it, published or not. */
  products: z.number().int(),
})
export type AdminCategory = z.infer<typeof adminCategory>

/**
 * Lines whose shop pages are fixed by the spec's addresses: their categories can be renamed and
 * reordered, but a new one would have no page to show it, so none is added.
 */
export const fixedCategoryLines: readonly ProductLine[] = ['ene', 'box']
/** Categories the shop opens by their own address (e.g. /ES/product-category/energy-storage): never unpublished. */
export const pageCategories: readonly string[] = ['ene/energy-storage', 'ene/battery-storage', 'sco/blind-boxes']
export const isPageCategory = (category: { line: ProductLine; slug: string }) =>
  pageCategories.includes(`${category.line}/${category.slug}`)

/** The vape line's brands (`/VAPE/WAKA`, `/VAPE/IMOMENT`): every vape category belongs to one. */
export const vapeBrand = z.enum(['waka', 'imoment'])

export const categoryQuery = z.object({
  line: line.optional(),
  /** Categories whose name lacks this language. */
  missing: z.enum(['en', 'zh-cn']).optional(),
  published: z.enum(['true', 'false']).optional(),
})
const categorySort = z
  .number({ error: 'categorySort' })
  .int({ error: 'categorySort' })
  .min(0, { error: 'categorySort' })
  .max(10_000, { error: 'categorySort' })
/** What an edit may change: the address name, line and brand stay as created (the shop's links use them). */
export const categoryTexts = z
  .object({
    name_en: text(100),
    name_zh: text(100),
    sort: categorySort,
  })
  .refine((value) => value.name_en !== '' || value.name_zh !== '', { error: 'categoryName', path: ['name_en'] })
export type CategoryTexts = z.infer<typeof categoryTexts>
export const categoryFields = z
  .object({
    line,
    slug: cappedString(60, { tooLong: 'slug' })
      .trim()
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: 'slug' }),
    brand: vapeBrand.nullable(),
    name_en: text(100),
    name_zh: text(100),
    sort: categorySort,
  })
  .refine((value) => value.name_en !== '' || value.name_zh !== '', { error: 'categoryName', path: ['name_en'] })
  .refine((value) => (value.line === 'cig') === (value.brand !== null), { error: 'categoryBrand', path: ['brand'] })
export type CategoryFields = z.infer<typeof categoryFields>
export const updateCategoryBody = z.object({ version: z.number().int().min(1), fields: categoryTexts })
export const categoryParams = z.object({ id })

/** One product line as the back office counts it: its categories and products, and what lacks a translation. */
export const adminLine = z.object({
  line,
  categories: z.number().int(),
  unpublished_categories: z.number().int(),
  products: z.number().int(),
  published_products: z.number().int(),
  /** Categories and products whose texts lack English / Chinese. */
  missing_en: z.number().int(),
  missing_zh: z.number().int(),
})
export type AdminLine = z.infer<typeof adminLine>

export const adminProductRow = z.object({
  id: z.number().int(),
  line,
  category_id: z.number().int(),
  slug: z.string(),
  name_en: z.string(),
  name_zh: z.string(),
  price_cents: z.number().int(),
  stock: z.number().int(),
  active: z.boolean(),
  images: z.array(z.string()),
  version: z.number().int(),
  created_at: when,
})
export type AdminProductRow = z.infer<typeof adminProductRow>

/** Who or what changed stock: an operator, an order (placed, canceled, expired, refunded), the command line, an import. */
export const stockSource = z.enum(['operator', 'order', 'command', 'import'])
export type StockSource = z.infer<typeof stockSource>
export const stockChange = z.object({
  id: z.number().int(),
  before: z.number().int(),
  after: z.number().int(),
  reason: z.string(),
  source: stockSource,
  order_no: z.string().nullable(),
  operator: z.string().nullable(),
  created_at: when,
})
export const adminProduct = adminProductRow.extend({
  summary_en: z.string(),
  summary_zh: z.string(),
  description_en: z.string(),
  description_zh: z.string(),
  compare_at_cents: z.number().int().nullable(),
  /** Six digits; null: not classified (not sold where duty is due on it). */
  hs_code: z.string().nullable(),
  origin_country: z.string().nullable(),
  /** The thumbnail of each of `images`, as a URL where the media are served (MEDIA_ORIGIN or /media). */
  thumbs: z.array(z.string()),
  /** Newest first. */
  stock_history: z.array(stockChange),
})
export type AdminProduct = z.infer<typeof adminProduct>

export const adminOrderRow = z.object({
  id: z.number().int(),
  order_no: z.string(),
  line: storedOrderLine,
  status: orderStatus,
  fulfillment_status: fulfillmentStatus,
  payment_method: storedPaymentMethod,
  contact_email: z.string(),
  contact_phone: z.string(),
  currency: z.string(),
  /** Minor units of `currency`. */
  total: z.number().int(),
  refunded: z.number().int(),
  placed_at: when,
})
export type AdminOrderRow = z.infer<typeof adminOrderRow>

const shownAddress = z
  .object({
    first_name: z.string(),
    last_name: z.string(),
    country: z.string(),
    state: z.string(),
    city: z.string(),
    address: z.string(),
    postal_code: z.string(),
    phone: z.string(),
  })
  .nullable()
export const adminOrder = adminOrderRow.extend({
  subtotal: z.number().int(),
  shipping: z.number().int(),
  discount: z.number().int(),
  note: z.string(),
  locale: z.string(),
  delivery_method: z.string(),
  shipping_address: shownAddress,
  billing_address: shownAddress,
  payment_review: z.string().nullable(),
  paid_at: when.nullable(),
  canceled_at: when.nullable(),
  /**
   * The buyer's minimum age for this line at the shipping country (sale rules), 0 = none: above
   * 0, the parcel is handed over only against an adult's signature.
   */
  adult_signature_age: z.number().int(),
  lines: z.array(
    z.object({
      id: z.number().int(),
      goods_id: z.number().int(),
      size: z.string(),
      name_en: z.string(),
      name_zh: z.string(),
      price: z.number().int(),
      quantity: z.number().int(),
      total: z.number().int(),
      shipped_quantity: z.number().int(),
    }),
  ),
  payments: z.array(
    z.object({
      id: z.number().int(),
      kind: z.string(),
      method: storedPaymentMethod,
      amount: z.number().int(),
      currency: z.string(),
      state: z.string(),
      reference: z.string(),
      created_at: when,
    }),
  ),
  shipments: z.array(
    z.object({ id: z.number().int(), carrier: z.string(), tracking_no: z.string(), operator: z.string().nullable(), created_at: when }),
  ),
  notes: z.array(z.object({ id: z.number().int(), text: z.string(), operator: z.string().nullable(), created_at: when })),
})
export type AdminOrder = z.infer<typeof adminOrder>

export const categoriesAdminResponse = envelope(z.array(adminCategory))
export const adminCategoryResponse = envelope(adminCategory)
export const linesAdminResponse = envelope(z.array(adminLine))
export const productPageResponse = envelope(adminPage(adminProductRow))
export const adminProductResponse = envelope(adminProduct)
export const orderPageResponse = envelope(adminPage(adminOrderRow))
export const adminOrderResponse = envelope(adminOrder)
export const noteAddedResponse = envelope(z.object({ id: z.number().int() }))
/** The CSV download answers text, not an envelope; a refusal still comes as an envelope. */
export const csvResponse = envelope(z.never())

/**
 * The catalogue as a CSV file, one product a row (export and import share it). `category` is the
 * category's address name within the line, `price` and `compare_at_price` are US dollars
 * (`499.90`), `published` is yes or no; an empty `slug` is made from the English name. The
 * parcel (contract/delivery.ts): `weight_g` grams, the packed size in whole cm, `dg_class` empty,
 * `lithium_battery` or `nicotine_liquid`, `dg_wh` a lithium battery's watt-hours; empty = not set.
 * A file of the columns before the parcel's (`catalogueCsvColumnsWithoutParcel`) still imports,
 * leaving parcels as they are. What the product is for customs (issue 50): `hs_code` six digits,
 * `origin_country` ISO two letters, empty = not set; a file without them
 * (`catalogueCsvColumnsWithoutCustoms`) leaves them as they are.
 */
export const catalogueCsvColumnsWithoutParcel = [
  'slug',
  'line',
  'category',
  'name_en',
  'name_zh',
  'summary_en',
  'summary_zh',
  'description_en',
  'description_zh',
  'price',
  'compare_at_price',
  'stock',
  'published',
] as const
export const parcelCsvColumns = ['weight_g', 'length_cm', 'width_cm', 'height_cm', 'dg_class', 'dg_wh'] as const
export const customsCsvColumns = ['hs_code', 'origin_country'] as const
export const catalogueCsvColumnsWithoutCustoms = [...catalogueCsvColumnsWithoutParcel, ...parcelCsvColumns] as const
export const catalogueCsvColumns = [...catalogueCsvColumnsWithoutCustoms, ...customsCsvColumns] as const
export type CatalogueCsvColumn = (typeof catalogueCsvColumns)[number]
export const catalogueImportQuery = z.object({
  /** `1` applies the file (checked whole first: any problem and nothing changes); otherwise a dry run that only says what would change. */
  apply: z.enum(['0', '1']).default('0'),
})
/** The file itself is the body, sent as `text/csv`, at most 5 MB. */
export const catalogueImportBody = z.instanceof(Blob)
/** A row's problem: its line in the file (1 is the header) and the column. */
export const catalogueImportProblem = z.object({ line: z.number().int(), field: z.string(), message: z.string() })
export const catalogueImportChange = z.object({
  line: z.number().int(),
  slug: z.string(),
  action: z.enum(['create', 'update']),
  /** The columns whose values change (every one for a new product). */
  fields: z.array(z.string()),
})
export const catalogueImportResult = z.object({
  /** True once written (the command line writes at once); an apply from the back office answers false: it is queued. */
  applied: z.boolean(),
  /** The import an apply queued (HTTP 202), whose progress `GET /products/import` answers; null for a dry run. */
  import_id: z.number().int().nullable(),
  rows: z.number().int(),
  unchanged: z.number().int(),
  changes: z.array(catalogueImportChange),
  problems: z.array(catalogueImportProblem),
})
export type CatalogueImportResult = z.infer<typeof catalogueImportResult>
export const catalogueImportResponse = envelope(catalogueImportResult)
/**
 * The latest import applied (null before any): queued for its job, then written in batches, `done`
 * of `total` rows so far, of which `created` and `updated` changed a product (the rest were
 * unchanged). `message` says, in the caller's language, why a failed import stopped.
 */
export const catalogueImportProgress = z
  .object({
    id: z.number().int(),
    state: z.enum(['queued', 'applying', 'done', 'failed']),
    done: z.number().int(),
    total: z.number().int(),
    created: z.number().int(),
    updated: z.number().int(),
    message: z.string().nullable(),
    started_at: z.string(),
    finished_at: z.string().nullable(),
  })
  .nullable()
export type CatalogueImportProgress = z.infer<typeof catalogueImportProgress>
export const catalogueImportProgressResponse = envelope(catalogueImportProgress)
