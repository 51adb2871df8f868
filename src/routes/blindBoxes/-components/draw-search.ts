/** ?id= of a draw: "B" and digits, else nothing. */
export const drawSearch = (search: Record<string, unknown>): { id?: string } => ({
  id: typeof search.id === 'string' && /^B\d{8,24}$/.test(search.id) ? search.id : undefined,
})
