/** The energy line's two categories and their pages (spec §2). */
export const energyCategories = {
  'energy-storage': { list: '/ES/product-category/energy-storage', product: '/ES/energy-storage/product' },
  'battery-storage': { list: '/ES/product-category/battery-storage', product: '/ES/battery-storage/product' },
} as const

export type EnergyCategory = keyof typeof energyCategories
