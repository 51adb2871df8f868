// Builds server/security/common-passwords.txt: the 10,000 passwords a guesser tries first.
//
//   node scripts/security/build-common-passwords.ts <list> [<list>…] > server/security/common-passwords.txt
//
// Each <list> is a password list, most common first, one a line (lines starting with "#!comment"
// are skipped). What shipped on 2026-11-23: the shop's earlier ~1,000-entry list, then Openwall's
// password.lst (Solar Designer, public domain, 3,546 entries; Debian package john-data,
// /usr/share/john/password.lst). Those give about 4,000 distinct passwords; the rest up to 10,000
// are the mangles cracking rules try first on the most common words (John the Ripper's default
// rules: a digit, "123", a year or "!" appended), generated in rounds over the words in order of
// frequency. Entries compare case-insensitively, so case variants are not listed.
import { readFileSync } from 'node:fs'

const target = 10_000
const suffixes = [
  '1',
  '123',
  '12',
  '!',
  '1234',
  '2024',
  '2025',
  '2023',
  '01',
  '2',
  '11',
  '69',
  '7',
  '22',
  '13',
  '88',
  '99',
  '007',
  '666',
  '2020',
  '2022',
  '21',
  '3',
  '0',
]

const seen = new Set<string>()
const out: string[] = []
const add = (password: string) => {
  const key = password.trim().toLowerCase()
  if (!key || seen.has(key) || out.length >= target) return
  seen.add(key)
  out.push(key)
}

const files = process.argv.slice(2)
if (files.length === 0) throw new Error('usage: build-common-passwords.ts <list> [<list>…]')
for (const file of files) {
  for (const line of readFileSync(file, 'utf8').split('\n')) if (!line.startsWith('#!comment')) add(line)
}
const words = out.filter((password) => /^[a-z]{3,}$/.test(password))
for (const suffix of suffixes) for (const word of words) add(word + suffix)

process.stdout.write(`${out.join('\n')}\n`)
