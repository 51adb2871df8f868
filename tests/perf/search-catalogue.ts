import type { Db } from '../../server/db/database.ts'
import type { ProductLine } from '../../contract/lines.ts'
import { indexProducts } from '../../server/modules/search/indexer.ts'

// A generated catalogue for the search benchmark: every line, names and texts in both languages
// drawn from each line's own words, prices, stock (a fifth sold out) and dates spread out. The
// products go in through the shop's own indexer, batch by batch, as the back office would write them.

type Pair = [en: string, zh: string]

interface LineWords {
  share: number
  names: Pair[]
  kinds: Pair[]
  sentences: Pair[]
}

const words: Record<ProductLine, LineWords> = {
  sco: {
    share: 0.3,
    names: [
      ['Urban', '城市'],
      ['Metro', '都市'],
      ['Volt', '伏特'],
      ['Storm', '风暴'],
      ['Trail', '越野'],
      ['Apex', '巅峰'],
      ['Swift', '迅捷'],
      ['Nova', '新星'],
      ['Breeze', '微风'],
      ['Falcon', '猎鹰'],
      ['Comet', '彗星'],
      ['Glide', '滑翔'],
      ['Runner', '奔跑者'],
      ['Cruiser', '巡航者'],
      ['Rider', '骑士'],
      ['Dash', '冲刺'],
    ],
    kinds: [
      ['Electric Scooter', '电动滑板车'],
      ['Folding Scooter', '折叠滑板车'],
      ['Kids Scooter', '儿童滑板车'],
      ['Commuter Scooter', '通勤滑板车'],
      ['Off-Road Scooter', '越野滑板车'],
    ],
    sentences: [
      ['Front suspension and pneumatic tyres smooth out rough streets.', '前避震和充气轮胎让颠簸路面更平稳。'],
      ['The battery gives up to 45 km of range on one charge.', '电池一次充电续航可达 45 公里。'],
      ['It folds in three seconds and fits under a desk.', '三秒折叠，可放在办公桌下。'],
      ['Disc brakes and an electronic brake stop it quickly.', '碟刹与电子刹车迅速制动。'],
      ['A bright headlight and turn signals keep you seen at night.', '明亮的前灯和转向灯让你夜间更醒目。'],
      ['The aluminium frame carries riders up to 120 kg.', '铝合金车架承重可达 120 公斤。'],
    ],
  },
  boot: {
    share: 0.2,
    names: [
      ['Bootski Carve', 'Bootski 刻滑'],
      ['Bootski Piste', 'Bootski 雪道'],
      ['Bootski Summit', 'Bootski 巅峰'],
      ['Bootski Tour', 'Bootski 登山'],
      ['Bootski Junior', 'Bootski 青少年'],
      ['Bootski Freeride', 'Bootski 野雪'],
    ],
    kinds: [
      ['Ski Boots', '滑雪鞋'],
      ['Touring Boots', '登山滑雪鞋'],
      ['Ski Board', '滑雪板'],
    ],
    sentences: [
      ['A polyurethane shell keeps its flex from cold mornings to spring slush.', '聚氨酯外壳从寒冷清晨到春季融雪都保持稳定的硬度。'],
      ['The heat-mouldable liner fits your foot in twenty minutes.', '热塑内靴二十分钟即可贴合脚型。'],
      ['Four aluminium buckles lock the heel down.', '四个铝合金卡扣牢牢锁住脚跟。'],
      ['A walk mode makes the climb to the lift easy.', '行走模式让走向缆车更轻松。'],
      ['Grip-walk soles are safe on icy steps.', '防滑鞋底在结冰台阶上也安全。'],
    ],
  },
  ene: {
    share: 0.25,
    names: [
      ['HomeVault', 'HomeVault 家庭'],
      ['SolarNest', 'SolarNest 太阳能'],
      ['GridCore', 'GridCore 电网'],
      ['TrekCell', 'TrekCell 旅行'],
      ['RoamPower', 'RoamPower 漫游'],
      ['BasePower', 'BasePower 基站'],
    ],
    kinds: [
      ['Home Battery', '家用储能电池'],
      ['Portable Power Station', '便携储能电源'],
      ['Battery Pack', '电池包'],
      ['Solar Generator', '太阳能发电机'],
    ],
    sentences: [
      ['Lithium iron phosphate cells last more than 6,000 cycles.', '磷酸铁锂电芯循环寿命超过 6000 次。'],
      ['It powers a fridge, lights and a router through a blackout.', '停电时可为冰箱、照明和路由器供电。'],
      ['Solar panels recharge it in four hours of sun.', '太阳能板四小时即可充满。'],
      ['The inverter delivers pure sine wave output.', '逆变器输出纯正弦波。'],
      ['Stack modules to grow the storage with your needs.', '叠加模块即可按需扩展储能容量。'],
    ],
  },
  cig: {
    share: 0.2,
    names: [
      ['WAKA Mint', 'WAKA 薄荷'],
      ['WAKA Mango', 'WAKA 芒果'],
      ['WAKA Grape', 'WAKA 葡萄'],
      ['IMOMENT Watermelon', 'IMOMENT 西瓜'],
      ['IMOMENT Berry', 'IMOMENT 莓果'],
      ['IMOMENT Cola', 'IMOMENT 可乐'],
    ],
    kinds: [
      ['Disposable Vape', '一次性电子烟'],
      ['Pod Kit', '换弹套装'],
      ['Refill Pods', '烟弹'],
    ],
    sentences: [
      ['Up to 600 puffs from a sealed pod.', '密封烟弹最多可吸 600 口。'],
      ['A mesh coil gives steady flavour to the last puff.', '网状线圈让口味稳定到最后一口。'],
      ['For adults only; not for sale to anyone under 21.', '仅限成年人，不向 21 岁以下人士出售。'],
      ['USB-C charging in about forty minutes.', 'USB-C 充电约四十分钟。'],
    ],
  },
  box: {
    share: 0.05,
    names: [
      ['Moonlit Garden', '月光花园'],
      ['Tiny Chef', '小小厨师'],
      ['Ocean Friends', '海洋朋友'],
      ['Space Cats', '太空猫'],
      ['Forest Tales', '森林故事'],
    ],
    kinds: [
      ['Blind Box Series', '盲盒系列'],
      ['Mystery Figure', '神秘手办'],
    ],
    sentences: [
      ['Twelve figures plus one hidden secret edition.', '十二款手办，另有一款隐藏款。'],
      ['Each box is sealed, so every opening is a surprise.', '每盒密封，每次开盒都是惊喜。'],
      ['Odds of every figure are published.', '每款手办的概率均已公布。'],
    ],
  },
}

/** A small deterministic generator: the same catalogue on every run and database. */
function random(seed: number) {
  let state = seed
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648
    return state / 2_147_483_648
  }
}

export async function loadSearchCatalogue(db: Db, count: number, log: (line: string) => void): Promise<void> {
  const next = random(25)
  const pick = <T>(list: T[]) => list[Math.floor(next() * list.length)]
  const categories = await db.selectFrom('categories').select(['id', 'line']).execute()
  const lines = Object.keys(words) as ProductLine[]
  const batch = 1000
  const started = Date.now()
  for (let done = 0; done < count; done += batch) {
    const rows = Array.from({ length: Math.min(batch, count - done) }, (_, offset) => {
      const number = done + offset
      let roll = next()
      const line = lines.find((candidate) => (roll -= words[candidate].share) < 0) ?? 'sco'
      const vocabulary = words[line]
      const [nameEn, nameZh] = pick(vocabulary.names)
      const [kindEn, kindZh] = pick(vocabulary.kinds)
      const model = 1 + Math.floor(next() * 999)
      const [summaryEn, summaryZh] = pick(vocabulary.sentences)
      const body = [pick(vocabulary.sentences), pick(vocabulary.sentences), pick(vocabulary.sentences)]
      const lineCategories = categories.filter((category) => category.line === line)
      return {
        line,
        category_id: pick(lineCategories).id,
        slug: `bench-${line}-${number}`,
        name_en: `${nameEn} ${model} ${kindEn}`,
        name_zh: `${nameZh} ${model} ${kindZh}`,
        summary_en: summaryEn,
        summary_zh: summaryZh,
        description_en: body.map(([en]) => en).join(' '),
        description_zh: body.map(([, zh]) => zh).join(''),
        price_cents: 1_000 + Math.floor(next() * 300_000),
        compare_at_cents: null,
        stock: next() < 0.2 ? 0 : Math.floor(next() * 50),
        images: '[]',
        sizes: '[]',
        specs: '[]',
        featured: next() < 0.05,
        is_new: next() < 0.1,
        created_at: new Date(Date.UTC(2024, 0, 1) + Math.floor(next() * 700) * 86_400_000),
      }
    })
    await db.transaction().execute(async (trx) => {
      const ids = await trx.insertInto('goods').values(rows).returning('id').execute()
      await indexProducts(
        trx,
        ids.map((row) => row.id),
      )
    })
    if ((done / batch) % 10 === 9) log(`  ${done + rows.length} products, ${Math.round((Date.now() - started) / 1000)} s`)
  }
}
