import { randomInt } from 'node:crypto'

// The shop's document numbers, made in one place so each kind has the same shape and enough
// randomness that two made in the same millisecond (or under a test's stopped clock) do not collide
// on the column's unique index.

const yymmdd = (now: Date) => now.toISOString().slice(2, 10).replaceAll('-', '')
const randomDigits = (digits: number) => String(randomInt(0, 10 ** digits)).padStart(digits, '0')

/**
 * Order numbers, for the shop's orders and a blind-box prize shipped as one (fulfilment sees one
 * kind): the UTC date and 10 random digits, all digits for the wallets' merchant order id.
 */
export const newOrderNo = (now: Date) => `${yymmdd(now)}${randomDigits(10)}`

/**
 * Recharge numbers: the UTC date and 9 random digits, 15 in all, so a link's unquoted number
 * stays exact in the browser.
 */
export const newRechargeNo = (now: Date) => `${yymmdd(now)}${randomDigits(9)}`

/**
 * Draws (`B`) and returns (`R`): the letter, the millisecond and 8 random digits, not guessable in
 * order; 22 characters, inside the contract's `^[BR]\d{8,24}$`.
 */
export const newStampedNo = (letter: 'B' | 'R', now: Date) => `${letter}${now.getTime()}${randomDigits(8)}`
