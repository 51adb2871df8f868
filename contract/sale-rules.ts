// Who may buy what, as plain values shared by the browser and the server: the lines a sale rule
// names and a buyer's age from a date of birth. The rules themselves are data on the server
// (server/modules/sale-rules).

/** The lines a sale rule is written for: the cart lines and blind boxes. */
export const saleLines = ['sco', 'boot', 'ene', 'cig', 'box'] as const
export type SaleLine = (typeof saleLines)[number]

export const dateOfBirthPattern = /^\d{4}-\d{2}-\d{2}$/

/** Whole years from a real calendar date ('YYYY-MM-DD') to today; null when the date is not one, or is in the future. */
export function ageOn(dateOfBirth: string, today: Date): number | null {
  if (!dateOfBirthPattern.test(dateOfBirth)) return null
  const [year, month, day] = dateOfBirth.split('-').map(Number) as [number, number, number]
  const born = new Date(Date.UTC(year, month - 1, day))
  if (born.getUTCFullYear() !== year || born.getUTCMonth() !== month - 1 || born.getUTCDate() !== day || born > today || year < 1900)
    return null
  let age = today.getUTCFullYear() - year
  if (today.getUTCMonth() < month - 1 || (today.getUTCMonth() === month - 1 && today.getUTCDate() < day)) age -= 1
  return age
}
