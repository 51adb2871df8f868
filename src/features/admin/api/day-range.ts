/** Days typed as YYYY-MM-DD, as the API's instants: from the start of `since` to the end of `until` (UTC). */
export function dayRange(since: string | undefined, until: string | undefined): { since?: Date; until?: Date } {
  const end = until ? new Date(`${until}T00:00:00Z`) : undefined
  end?.setUTCDate(end.getUTCDate() + 1)
  return { since: since ? new Date(`${since}T00:00:00Z`) : undefined, until: end }
}
