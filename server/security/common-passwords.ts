import { readFileSync } from 'node:fs'

// The 10,000 passwords people pick most (one a line; how the list is built: scripts/security/build-common-passwords.ts),
// compared case-insensitively:
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
