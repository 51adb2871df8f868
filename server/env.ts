import { isIP } from 'node:net'
import { availableParallelism } from 'node:os'
import { z } from 'zod'

const origins = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
  )

/** Signs the sandbox wallet's notifications in development; production refuses to start with it. */
export const developmentPaymentSecret = 'sandbox-wallet-secret-change-me'

const onOff = z.enum(['on', 'off']).optional()
const countryList = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((code) => code.trim().toUpperCase())
      .filter(Boolean),
  )
  .refine((codes) => codes.every((code) => /^[A-Z]{2}$/.test(code)), 'two-letter country codes, comma-separated')
const setting = z
  .string()
  .trim()
  .optional()
  .transform((value) => value || undefined)

// proxy-addr's names for address ranges, accepted in TRUST_PROXY like addresses.
const proxyRangeNames = ['loopback', 'linklocal', 'uniquelocal']
const isProxyAddress = (entry: string) => {
  const [address, prefix, ...rest] = entry.split('/')
  if (proxyRangeNames.includes(entry)) return true
  const family = isIP(address ?? '')
  if (!family || rest.length > 0) return false
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128))
}

/**
 * The shop's base URL as every link writes it: parsed and written back by the URL parser, so a
 * character that would need escaping in a link, an attribute or XML arrives percent-encoded.
 */
const shopUrl = z
  .string()
  .trim()
  .default('')
  .transform((value, context) => {
    if (value === '') return ''
    const url = URL.parse(value)
    if (!url || !['http:', 'https:'].includes(url.protocol) || url.search || url.hash || url.username || url.password) {
      context.addIssue({
        code: 'custom',
        message: "the shop's address, e.g. https://shop.example.com (http or https, no query, fragment or credentials)",
      })
      return z.NEVER
    }
    return url.href.replace(/\/$/, '')
  })

/**
 * Whose X-Forwarded-For to believe: the number of proxies in front of the shop, or their
 * addresses. Only the hops named are trusted, so the client's own part of the header (its
 * first addresses, which it writes itself) never becomes its IP. "Trust every hop" is refused.
 */
const trustProxy = z
  .string()
  .trim()
  .default('false')
  .transform((value, context): false | number | string[] => {
    if (value === '' || value === 'false' || value === '0') return false
    if (value === 'true') {
      context.addIssue({
        code: 'custom',
        message:
          'true would believe every address a client writes in X-Forwarded-For; write the number of proxies in front of the shop (e.g. 1 behind one load balancer) or their addresses/CIDRs, comma-separated (e.g. 10.0.0.0/8,127.0.0.1)',
      })
      return z.NEVER
    }
    if (/^\d{1,2}$/.test(value)) return Number(value)
    const entries = value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean)
    const wrong = entries.filter((entry) => !isProxyAddress(entry))
    if (wrong.length > 0 || entries.length === 0) {
      context.addIssue({
        code: 'custom',
        message: `not a proxy hop count or address/CIDR: ${wrong.join(', ') || value}; write e.g. 1, or 10.0.0.0/8,127.0.0.1`,
      })
      return z.NEVER
    }
    return entries
  })

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  DATA_DIR: z.string().default('./data'),
  APP_DIR: z.string().default('./dist'),
  MEDIA_DIR: z.string().default('./media'),
  DATABASE_URL: z.url().optional(),
  /**
   * PostgreSQL connections of this process. More backends than the database's cores make every
   * transaction wait longer for CPU with its row locks held: two per core and one.
   */
  DATABASE_POOL_SIZE: z.coerce
    .number()
    .int()
    .min(1)
    .max(200)
    .default(2 * availableParallelism() + 1),
  MEDIA_ORIGIN: z.string().default(''),
  API_ORIGIN: z.string().default(''),
  CORS_ORIGINS: origins,
  SMTP_URL: z.url().optional(),
  MAIL_FROM: z.string().default('Cross-Border Shop <no-reply@cross-border.shop>'),
  /** The shop's inbox for partnership enquiries; default MAIL_FROM. */
  ENQUIRY_TO: setting,
  PUBLIC_URL: shopUrl,
  PAYMENT_SECRET: z.string().min(16).default(developmentPaymentSecret),
  TRUST_PROXY: trustProxy,
  /** Catalogue reads answered from memory for this long (ms); stock shown may lag by as much. */
  CATALOGUE_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(2000),
  /** Server-rendered pages the same for every visitor answered from memory for this long (ms). */
  PAGE_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  /** Server renders running at once; the others wait, so rendering never starves the API. */
  RENDERS_IN_FLIGHT: z.coerce.number().int().min(1).max(64).default(2),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED: z.enum(['auto', 'off']).default('auto'),
  /** Sandbox card and wallet: default on outside production, off in production. */
  PAYMENT_SANDBOX: onOff,
  /** /api/docs: default on outside production, off in production. */
  API_DOCS: onOff,
  /** Cash on delivery offered at checkout. */
  COD: z.enum(['on', 'off']).default('on'),
  // Alipay (RSA2): each gateway is enabled exactly when its settings are complete.
  ALIPAY_APP_ID: setting,
  ALIPAY_PRIVATE_KEY: setting,
  ALIPAY_PUBLIC_KEY: setting,
  ALIPAY_GATEWAY: z.url().default('https://openapi.alipay.com/gateway.do'),
  // WeChat Pay API v3.
  WECHATPAY_MCH_ID: setting,
  WECHATPAY_APP_ID: setting,
  WECHATPAY_SERIAL: setting,
  WECHATPAY_PRIVATE_KEY: setting,
  WECHATPAY_API_V3_KEY: setting.refine((value) => value === undefined || Buffer.byteLength(value) === 32, 'must be 32 characters'),
  WECHATPAY_PUBLIC_KEY: setting,
  WECHATPAY_PUBLIC_KEY_ID: setting,
  WECHATPAY_BASE: z.url().default('https://api.mch.weixin.qq.com'),
  // The official account (公众号) whose web authorisation gives a shopper's openid inside WeChat
  // (JSAPI pay) and whose jsapi_ticket signs the JS-SDK share settings. Both or neither.
  WECHAT_OA_APP_ID: setting.refine((value) => value === undefined || /^wx[0-9a-f]{16}$/.test(value), 'an app id like wx1234567890abcdef'),
  WECHAT_OA_APP_SECRET: setting.refine((value) => value === undefined || /^[0-9a-zA-Z]{32}$/.test(value), 'the 32-character AppSecret'),
  /** WeChat's web authorisation page (open.weixin.qq.com); a local double in tests. */
  WECHAT_OAUTH_BASE: z.url().default('https://open.weixin.qq.com'),
  /** WeChat's official-account API (code → openid, access_token, jsapi_ticket); a local double in tests. */
  WECHAT_API_BASE: z.url().default('https://api.weixin.qq.com'),
  /** Hours a cash-on-delivery order holds its stock before the shop must have confirmed it. */
  COD_HOLD_HOURS: z.coerce.number().int().min(1).max(720).default(72),
  /** Cash-on-delivery orders a customer may have open (placed, not yet paid or canceled) at once. */
  COD_MAX_OPEN: z.coerce.number().int().min(1).max(100).default(2),
  // Stripe (card): secret and publishable API keys, the webhook endpoint's signing secret.
  STRIPE_SECRET_KEY: setting,
  STRIPE_PUBLISHABLE_KEY: setting,
  STRIPE_WEBHOOK_SECRET: setting,
  /** Another address for Stripe's API (a local double in tests); default Stripe's own. */
  STRIPE_API_BASE: z.url().optional(),
  // Blind boxes: ISO country codes, comma-separated; the allow list empty = every country.
  BLINDBOX_COUNTRIES: countryList,
  BLINDBOX_BLOCKED_COUNTRIES: countryList,
  /** Draws per shopper per day (UTC), the regulator's suggested cap. */
  BLINDBOX_DAILY_CAP: z.coerce.number().int().min(1).max(1000).default(20),
  /** S3-compatible object storage for uploaded product images; without S3_BUCKET they go to MEDIA_DIR. */
  S3_ENDPOINT: z.url().optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().default('auto'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** on: this instance also runs background jobs (mail, expiry, reconciliation); off: web requests only. */
  WORKERS: z.enum(['on', 'off']).default('on'),
  /** Bearer token that opens /metrics on the shop's own port; without it only METRICS_PORT serves them. */
  METRICS_TOKEN: setting.refine((token) => token === undefined || token.length >= 16, 'at least 16 characters'),
  /** A second listener on 127.0.0.1 that serves /metrics without a token (for a scraper on the same host). */
  METRICS_PORT: setting
    .refine(
      (port) => port === undefined || (/^\d{1,5}$/.test(port) && Number(port) >= 1 && Number(port) <= 65535),
      'a port number from 1 to 65535',
    )
    .transform((port) => (port === undefined ? undefined : Number(port))),
  /** On SIGTERM, /health/ready answers 503 this long (ms) while requests are still served; then the listener closes. */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(120_000).default(5000),
  /** With it, traces go out over OTLP/HTTP (read by the OpenTelemetry SDK with the other OTEL_* settings). */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.url().optional(),
})

type ParsedConfig = z.infer<typeof configSchema>

export type Config = Omit<ParsedConfig, 'PAYMENT_SANDBOX' | 'API_DOCS' | 'COD' | 'ENQUIRY_TO' | 'WORKERS'> & {
  ENQUIRY_TO: string
  PAYMENT_SANDBOX: boolean
  API_DOCS: boolean
  COD: boolean
  WORKERS: boolean
}

/** The gateways whose settings are all present (a half-configured gateway stays off). */
export function configuredGateways(config: ParsedConfig | Config) {
  return {
    alipay: Boolean(config.ALIPAY_APP_ID && config.ALIPAY_PRIVATE_KEY && config.ALIPAY_PUBLIC_KEY),
    wechatpay: Boolean(
      config.WECHATPAY_MCH_ID &&
      config.WECHATPAY_APP_ID &&
      config.WECHATPAY_SERIAL &&
      config.WECHATPAY_PRIVATE_KEY &&
      config.WECHATPAY_API_V3_KEY &&
      config.WECHATPAY_PUBLIC_KEY &&
      config.WECHATPAY_PUBLIC_KEY_ID,
    ),
    stripe: Boolean(config.STRIPE_SECRET_KEY && config.STRIPE_PUBLISHABLE_KEY && config.STRIPE_WEBHOOK_SECRET),
  }
}

/** What a live shop must not run with; each line names the setting and how to fix it. */
function productionProblems(config: ParsedConfig, env: NodeJS.ProcessEnv, sandbox: boolean): string[] {
  const problems: string[] = []
  const secret = env.PAYMENT_SECRET
  if (!secret || secret.length < 32 || secret === developmentPaymentSecret) {
    problems.push('PAYMENT_SECRET: set a random secret of at least 32 characters (not the development default)')
  }
  const publicUrl = URL.parse(config.PUBLIC_URL)
  const local = publicUrl && ['localhost', '127.0.0.1'].includes(publicUrl.hostname)
  if (!publicUrl || !(publicUrl.protocol === 'https:' || (publicUrl.protocol === 'http:' && local))) {
    problems.push("PUBLIC_URL: set the shop's https:// address (plain http:// only for localhost or 127.0.0.1)")
  }
  if (!config.SMTP_URL) problems.push('SMTP_URL: set a mail server; in production sign-in and reset codes are mailed, never logged')
  if (!sandbox && !Object.values(configuredGateways(config)).some(Boolean)) {
    problems.push(
      'payments: no payment method is enabled; complete the settings of a gateway (ALIPAY_*, WECHATPAY_*, STRIPE_*), or PAYMENT_SANDBOX=on for a staging shop',
    )
  }
  return problems
}

/** Reads the configuration once and fails fast with everything that is wrong. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
    throw new Error(`Invalid configuration:\n${problems.join('\n')}`)
  }
  if (Boolean(parsed.data.WECHAT_OA_APP_ID) !== Boolean(parsed.data.WECHAT_OA_APP_SECRET))
    throw new Error('Invalid configuration:\n  WECHAT_OA_APP_ID, WECHAT_OA_APP_SECRET: set both (the official account) or neither')
  const production = parsed.data.NODE_ENV === 'production'
  const defaultOn = (value: 'on' | 'off' | undefined) => (value ?? (production ? 'off' : 'on')) === 'on'
  const config: Config = {
    ...parsed.data,
    PAYMENT_SANDBOX: defaultOn(parsed.data.PAYMENT_SANDBOX),
    API_DOCS: defaultOn(parsed.data.API_DOCS),
    COD: parsed.data.COD === 'on',
    WORKERS: parsed.data.WORKERS === 'on',
    ENQUIRY_TO: parsed.data.ENQUIRY_TO ?? parsed.data.MAIL_FROM,
  }
  if (production) {
    const problems = productionProblems(parsed.data, env, config.PAYMENT_SANDBOX)
    if (problems.length > 0) throw new Error(`Refusing to start in production:\n${problems.map((problem) => `  ${problem}`).join('\n')}`)
  }
  return config
}

/** Media URLs point at the object-storage host when configured, else at our own /media. */
export function mediaBase(config: Pick<Config, 'MEDIA_ORIGIN'>): string {
  return config.MEDIA_ORIGIN ? config.MEDIA_ORIGIN.replace(/\/$/, '') : '/media'
}

/** For the entry points (server, CLI): the settings, or one message listing every problem and exit 1. */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig()
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  }
}
