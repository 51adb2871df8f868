import { z } from 'zod'

const origins = z
  .string()
  .default('')
  .transform((value) => value.split(',').map((origin) => origin.trim()).filter(Boolean))

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  DATA_DIR: z.string().default('./data'),
  APP_DIR: z.string().default('./dist'),
  MEDIA_DIR: z.string().default('./media'),
  DATABASE_URL: z.url().optional(),
  MEDIA_ORIGIN: z.string().default(''),
  API_ORIGIN: z.string().default(''),
  CORS_ORIGINS: origins,
  SMTP_URL: z.url().optional(),
  MAIL_FROM: z.string().default('Cross-Border Shop <no-reply@cross-border.shop>'),
  PUBLIC_URL: z.string().default(''),
  PAYMENT_SECRET: z.string().min(16).default('sandbox-wallet-secret-change-me'),
  /** Trust X-Forwarded-For only behind a proxy that sets it; otherwise any client could pick its IP for rate limits. */
  TRUST_PROXY: z.enum(['true', 'false']).default('false').transform((value) => value === 'true'),
  /** Catalogue reads answered from memory for this long (ms); stock shown may lag by as much. */
  CATALOGUE_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(2000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED: z.enum(['auto', 'off']).default('auto'),
})

export type Config = z.infer<typeof configSchema>

/** Reads the configuration once and fails fast with everything that is wrong. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
    throw new Error(`Invalid configuration:\n${problems.join('\n')}`)
  }
  return parsed.data
}

/** Media URLs point at the object-storage host when configured, else at our own /media. */
export function mediaBase(config: Pick<Config, 'MEDIA_ORIGIN'>): string {
  return config.MEDIA_ORIGIN ? config.MEDIA_ORIGIN.replace(/\/$/, '') : '/media'
}
