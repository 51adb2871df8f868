// The partnership rules as plain numbers, without zod: pages that only quote them (the energy
// shop's home and categories) do not load the schemas.

/** Spec §9: partners and agents must be adults of 21 or over. */
export const minimumPartnerAge = 21
/** Spec §9: a partner's first order is more than this many kits. */
export const minimumPartnerKits = 100
/** Spec §9: enquiries are answered within this many working days. */
export const replyWorkingDays = 5
