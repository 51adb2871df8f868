import { readFileSync } from 'node:fs'

// The thousand or so passwords people pick most (one a line), compared case-insensitively:
// a guesser tries these first, so an account may not use them.
const list = new Set(
  readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
    .split('\n')
    .map((line) => line.trim().toLowerCase())
    .filter(Boolean),
)

export function isCommonPassword(password: string): boolean {
  return list.has(password.trim().toLowerCase())
}

export const commonPasswordCount = list.size
