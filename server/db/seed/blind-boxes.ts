import { oddsScale, type PrizeTier } from '#contract/blindbox.ts'
import type { Db } from '../database.ts'

interface SeedPrize {
  tier: PrizeTier
  en: string
  zh: string
  value: number
  odds: number
}
interface SeedSeries {
  slug: string
  en: string
  zh: string
  summaryEn: string
  summaryZh: string
  pictures: string
  price: number
  guaranteeEvery: number
  resaleRatePct: number
  prizes: SeedPrize[]
}

/** Regular figures share what the top and rare tiers leave, the first ones taking the odd ppm. */
function withRegulars(special: SeedPrize[], regulars: [string, string][], value: number): SeedPrize[] {
  const left = oddsScale - special.reduce((sum, prize) => sum + prize.odds, 0)
  const share = Math.floor(left / regulars.length)
  const extra = left - share * regulars.length
  return [
    ...special,
    ...regulars.map(([en, zh], index) => ({ tier: 'regular' as const, en, zh, value, odds: share + (index < extra ? 1 : 0) })),
  ]
}

/** Four single-box series; each box ≤ ¥200 at the seeded rate (USD 1 = CNY 7.12). */
export const blindBoxSeries: SeedSeries[] = [
  {
    slug: 'moonlit-garden',
    en: 'Moonlit Garden Series',
    zh: '月光花园系列',
    pictures: 'moonlit-garden-series',
    summaryEn: 'Garden sprites who tend flowers after dark; a glow-in-the-dark secret.',
    summaryZh: '夜里照料花草的小精灵，隐藏款夜光。',
    price: 1290,
    guaranteeEvery: 60,
    resaleRatePct: 60,
    prizes: withRegulars(
      [
        { tier: 'top', en: 'Moon-glazed Sprite (secret)', zh: '月釉精灵（隐藏款）', value: 8000, odds: 6944 },
        { tier: 'rare', en: 'Lantern Moth', zh: '提灯飞蛾', value: 3000, odds: 40000 },
        { tier: 'rare', en: 'Snail-riding Gardener', zh: '骑蜗牛的园丁', value: 3000, odds: 40000 },
      ],
      [
        ['Mushroom Napper', '蘑菇上打盹'],
        ['Dewdrop Collector', '收集露珠'],
        ['Petal Painter', '花瓣画家'],
        ['Firefly Keeper', '萤火虫守护者'],
        ['Seed Sorter', '种子分拣员'],
      ],
      1290,
    ),
  },
  {
    slug: 'tiny-chef-kitchen',
    en: 'Tiny Chef Kitchen Series',
    zh: '小小厨师厨房系列',
    pictures: 'tiny-chef-kitchen-series',
    summaryEn: 'Little chefs with a removable dish; a golden-apron secret chef.',
    summaryZh: '端着拿手菜的小厨师，隐藏款“金围裙”。',
    price: 1390,
    guaranteeEvery: 60,
    resaleRatePct: 60,
    prizes: withRegulars(
      [
        { tier: 'top', en: 'Golden-apron Chef (secret)', zh: '金围裙主厨（隐藏款）', value: 8500, odds: 6944 },
        { tier: 'rare', en: 'Birthday Cake Baker', zh: '生日蛋糕烘焙师', value: 3200, odds: 45000 },
      ],
      [
        ['Dumpling Folder', '包饺子'],
        ['Ramen Master', '拉面师傅'],
        ['Sushi Roller', '寿司卷'],
        ['Pancake Flipper', '翻煎饼'],
        ['Tea Brewer', '泡茶师'],
      ],
      1390,
    ),
  },
  {
    slug: 'deep-sea-dreams',
    en: 'Deep Sea Dreams Series',
    zh: '深海梦境系列',
    pictures: 'deep-sea-dreams-series',
    summaryEn: 'Translucent sea creatures; a secret anglerfish that glows under UV.',
    summaryZh: '半透明海洋生物，隐藏款紫外发光灯笼鱼。',
    price: 1490,
    guaranteeEvery: 50,
    resaleRatePct: 60,
    prizes: withRegulars(
      [
        { tier: 'top', en: 'Glowing Anglerfish (secret)', zh: '发光灯笼鱼（隐藏款）', value: 9000, odds: 8333 },
        { tier: 'rare', en: 'Glass Octopus', zh: '玻璃章鱼', value: 3500, odds: 50000 },
      ],
      [
        ['Moon Jellyfish', '海月水母'],
        ['Sea Turtle', '海龟'],
        ['Seahorse Pair', '海马一对'],
        ['Coral Crab', '珊瑚蟹'],
        ['Manta Ray', '蝠鲼'],
      ],
      1490,
    ),
  },
  {
    slug: 'star-patrol',
    en: 'Star Patrol Series (single box)',
    zh: '星际巡逻队系列（单盒）',
    pictures: 'star-patrol-series-full-set',
    summaryEn: 'Space pilots in oversized helmets; the chrome secret pilot is in single boxes only.',
    summaryZh: '戴超大头盔的太空驾驶员，电镀隐藏款仅在单盒出现。',
    price: 1390,
    guaranteeEvery: 72,
    resaleRatePct: 60,
    prizes: withRegulars(
      [
        { tier: 'top', en: 'Chrome Pilot (secret)', zh: '电镀驾驶员（隐藏款）', value: 9500, odds: 6944 },
        { tier: 'rare', en: 'Jetpack Captain', zh: '喷气背包队长', value: 3000, odds: 40000 },
        { tier: 'rare', en: 'Comet Scout', zh: '彗星侦察兵', value: 3000, odds: 40000 },
      ],
      [
        ['Rookie Pilot', '新兵驾驶员'],
        ['Radar Officer', '雷达官'],
        ['Moon Mechanic', '月球机械师'],
        ['Nebula Navigator', '星云领航员'],
        ['Rocket Cook', '火箭厨师'],
      ],
      1390,
    ),
  },
]

/** Seeds the series with odds version 1 on a database that has none; a no-op afterwards. */
export async function seedBlindBoxes(db: Db): Promise<void> {
  const existing = await db.selectFrom('box_series').select('id').limit(1).executeTakeFirst()
  if (existing) return
  for (const [index, series] of blindBoxSeries.entries()) {
    const row = await db
      .insertInto('box_series')
      .values({
        slug: series.slug,
        name_en: series.en,
        name_zh: series.zh,
        summary_en: series.summaryEn,
        summary_zh: series.summaryZh,
        image: `goods/box/${series.pictures}-1.webp`,
        price: series.price,
        guarantee_every: series.guaranteeEvery,
        resale_rate_pct: series.resaleRatePct,
        sort: index,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const version = await db
      .insertInto('box_odds_versions')
      .values({ series_id: row.id, version: 1 })
      .returning('id')
      .executeTakeFirstOrThrow()
    await db
      .insertInto('box_prizes')
      .values(
        series.prizes.map((prize, sort) => ({
          odds_version_id: version.id,
          tier: prize.tier,
          name_en: prize.en,
          name_zh: prize.zh,
          image: `goods/box/${series.pictures}-${(sort % 3) + 1}.webp`,
          value: prize.value,
          odds_ppm: prize.odds,
          sort,
        })),
      )
      .execute()
  }
}
