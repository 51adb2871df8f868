import { oddsScale } from '#contract/blindbox-draw.ts'

/** Parts per million as a percentage with up to four decimals (0.6944 %). */
export const percentOf = (ppm: number) => `${Number(((ppm * 100) / oddsScale).toFixed(4))} %`
