import type { Locale } from '#contract/common.ts'
import { countryName } from '#contract/countries.ts'
import { Code } from '#contract/envelope.ts'
import { ageOn, type SaleLine } from '#contract/sale-rules.ts'
import type { Db } from '../../db/database.ts'
import { createMicroCache } from '../../http/micro-cache.ts'
import { ShopError } from '../../http/shop-error.ts'
import type { SharedCache } from '../../plugins/shared-caches.ts'
import { translate, type Translated } from '../../i18n/index.ts'
import { messages } from './messages.ts'
import * as queries from './queries.ts'

export interface SaleQuestion {
  line: SaleLine
  /** ISO 3166-1 alpha-2 of the destination; null when none is known (pick-up, blind-box draws). */
  country: string | null
  /**
   * The date of birth to judge ('YYYY-MM-DD', null: none). With `userId`, the one on file comes
   * first (given once, never replaced) and this one is used only when none is.
   */
  dateOfBirth: string | null
  /** The buyer, whose date of birth on file is read with the rule (one statement). */
  userId?: number
  today: Date
}

/** What a line may be sold under in a country: allowed, and from what age (0 = any). */
export interface SaleVerdict {
  minAge: number
  /** The date of birth given now to keep on the account: an age applied and none was on file. */
  keepDateOfBirth: string | null
}

const both = (build: (locale: Locale) => string): Translated => ({ en: build('en'), 'zh-cn': build('zh-cn') })

/**
 * THE rule of who may buy what where: the line's rule for the country (else its '*' rule; no
 * rule: sold to anyone). Refuses a line not sold there (with the rule's reason), a buyer
 * without a date of birth where an age applies, a date that is not one (or in the future), and
 * a buyer under the age; each refusal is code 422 with a sentence in both languages. Reads only.
 * Order placement, blind-box draws and the vape checkout all ask here.
 */
export async function checkSale(db: Db, question: SaleQuestion): Promise<SaleVerdict> {
  const { rule, onFile } =
    question.userId === undefined
      ? { rule: await queries.findRule(db, question.line, question.country), onFile: null }
      : await queries
          .findRuleAndDateOfBirth(db, question.line, question.country, question.userId)
          .then((found) => ({ rule: found.rule, onFile: found.dateOfBirth }))
  const dateOfBirth = onFile ?? question.dateOfBirth
  if (!rule) return { minAge: 0, keepDateOfBirth: null }
  const product = (locale: Locale) => translate(messages[question.line], locale)
  const country = (locale: Locale) => (question.country ? countryName(question.country, locale) : '')
  if (!rule.allowed) {
    throw new ShopError(Code.invalid, notSoldSentence(question.line, question.country, rule), {
      data: { field: 'country', problem: 'notSoldThere' },
    })
  }
  if (rule.min_age === 0) return { minAge: 0, keepDateOfBirth: null }
  if (!dateOfBirth) {
    throw new ShopError(
      Code.invalid,
      both((locale) => translate(messages.dateOfBirthRequired, locale, { product: product(locale) })),
      {
        data: { field: 'date_of_birth', problem: 'dateOfBirthRequired', min_age: rule.min_age },
      },
    )
  }
  const age = ageOn(dateOfBirth, question.today)
  if (age === null)
    throw new ShopError(Code.invalid, messages.dateOfBirthInvalid, { data: { field: 'date_of_birth', problem: 'dateOfBirth' } })
  if (age < rule.min_age) {
    const sentence = question.country ? messages.underAgeIn : messages.underAge
    throw new ShopError(
      Code.invalid,
      both((locale) => translate(sentence, locale, { age: rule.min_age, product: product(locale), country: country(locale) })),
      { data: { field: 'date_of_birth', problem: 'underAge', min_age: rule.min_age } },
    )
  }
  return { minAge: rule.min_age, keepDateOfBirth: question.userId !== undefined && !onFile ? dateOfBirth : null }
}

/** What the checkout's quote says of a line sent to a country (null: none known, the line's '*' rule). */
export interface QuoteVerdict {
  /** Why the line is not sold there (notSoldThere's sentence), or null; always null without a country. */
  notSold: Translated | null
  /** The checkout asks the buyer's date of birth: an age applies there and none is on file (given once, never asked again). */
  asksDateOfBirth: boolean
}

/** One rule as the quote judges by it. */
type BookRule = Awaited<ReturnType<typeof queries.loadSaleRules>>[number]

/** Every line's rules by country (`*` included): what the quotes judge by, between an operator's changes. */
export type SaleRuleBook = ReadonlyMap<string, BookRule>

/** The rule book, read once per cache lifetime and emptied by every back-office change (shared caches). */
export interface SaleRuleBookCache extends SharedCache {
  get(db: Db): Promise<SaleRuleBook>
}

/**
 * CATALOGUE_CACHE_MS, like the delivery book: every checkout quote judges by the rules, and on
 * the embedded database a read more was most of what made the quote slower after issue 47. An
 * operator's save empties it on this instance at once; placing the order (`checkSale`) always
 * reads the table, so a quote at most that old never lets through what the rule refuses.
 */
export function createSaleRuleBookCache(ttlMs: number): SaleRuleBookCache {
  const cache = createMicroCache(ttlMs, 1)
  const load = async (db: Db): Promise<SaleRuleBook> =>
    new Map((await queries.loadSaleRules(db)).map((rule) => [`${rule.line}:${rule.country}`, rule]))
  return { get: (db) => cache.get('rules', () => load(db)), clear: () => cache.clear() }
}

/**
 * The checkout quote's two questions, from the book and the date of birth on file (read with the
 * cart): why the line is not sold in `country` (only with one), and whether the buyer's date of
 * birth is still to ask (an age applies there and none is on file: given once, never asked again).
 * Pick-up and a quote before the address judge by the line's `*` rule.
 */
export function judgeQuote(
  book: SaleRuleBook,
  question: { line: SaleLine; country: string | null; dateOfBirthOnFile: string | null },
): QuoteVerdict {
  const { line, country } = question
  const rule = (country ? book.get(`${line}:${country}`) : undefined) ?? book.get(`${line}:*`)
  return {
    notSold: country && rule && !rule.allowed ? notSoldSentence(line, country, rule) : null,
    asksDateOfBirth: Boolean(rule?.allowed && rule.min_age > 0 && !question.dateOfBirthOnFile),
  }
}

/** The minimum age for a line in a country (0 = none, or not sold there): what marks "adult signature required". */
export async function minimumAge(db: Db, line: string, country: string | null): Promise<number> {
  const rule = await queries.findRule(db, line, country)
  return rule?.allowed ? rule.min_age : 0
}

export const keepDateOfBirth = queries.keepDateOfBirth

/** "We cannot deliver {product} to {country}. {reason}": the one sentence of a line not sold there. */
function notSoldSentence(line: SaleLine, country: string | null, rule: { reason_en: string; reason_zh: string }): Translated {
  return both((locale) =>
    translate(messages.notSoldThere, locale, {
      product: translate(messages[line], locale),
      country: country ? countryName(country, locale) : '',
      reason: locale === 'zh-cn' ? rule.reason_zh : rule.reason_en,
    }).trim(),
  )
}

/**
 * Why a line is not sold in a country (the sentence `checkSale` refuses with), or null when it
 * may be: no buyer and no age (the checkout asks the date of birth). For the delivery quote and
 * the checkout's quote, before the order. One indexed read of `sale_rules`, not cached: an
 * operator's change is seen at once.
 */
export async function notSoldThere(db: Db, line: SaleLine, country: string): Promise<Translated | null> {
  const rule = await queries.findRule(db, line, country)
  return rule && !rule.allowed ? notSoldSentence(line, country, rule) : null
}
