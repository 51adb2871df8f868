/** Spec §9: partners and agents order more than this many kits. */
export const partnerMinimumKits = 100
/** Spec §9: partnership enquiries are answered within this many working days. */
export const partnerAnswerWorkingDays = 5
