// Seed catalogue for the shop: categories, goods (bilingual copy, prices in USD cents) and
// exchange rates. Plain data with erasable TypeScript only, so it can be imported by the
// seed runner and by scripts/media/make-goods-images.ts under plain `node`.

import type { ProductLine } from '../../../contract/lines.ts'

export interface SeedCategory {
  line: ProductLine
  slug: string
  brand: string | null
  nameEn: string
  nameZh: string
  sort: number
}

export interface SeedSpec {
  labelEn: string
  labelZh: string
  valueEn: string
  valueZh: string
}

export interface SeedGood {
  line: ProductLine
  categorySlug: string
  slug: string
  nameEn: string
  nameZh: string
  summaryEn: string
  summaryZh: string
  descriptionEn: string
  descriptionZh: string
  priceCents: number
  compareAtCents: number | null
  stock: number
  images: string[]
  sizes: string[]
  featured: boolean
  isNew: boolean
  specs: SeedSpec[]
}

export const categories: SeedCategory[] = [
  { line: 'sco', slug: 'commuter', brand: null, nameEn: 'Commuter Scooters', nameZh: '通勤电动滑板车', sort: 10 },
  { line: 'sco', slug: 'performance', brand: null, nameEn: 'Performance Scooters', nameZh: '高性能电动滑板车', sort: 20 },
  { line: 'sco', slug: 'kids', brand: null, nameEn: 'Kids Scooters', nameZh: '儿童电动滑板车', sort: 30 },
  { line: 'sco', slug: 'blind-boxes', brand: null, nameEn: 'Accessory Mystery Boxes', nameZh: '配件盲盒', sort: 40 },
  { line: 'sco', slug: 'apparel', brand: null, nameEn: 'Apparel', nameZh: '服饰', sort: 50 },
  { line: 'boot', slug: 'alpine', brand: null, nameEn: 'Alpine Boots', nameZh: '全山滑雪鞋', sort: 10 },
  { line: 'boot', slug: 'freeride', brand: null, nameEn: 'Freeride & Touring Boots', nameZh: '野雪与登山滑雪鞋', sort: 20 },
  { line: 'boot', slug: 'junior', brand: null, nameEn: 'Junior Boots', nameZh: '青少年滑雪鞋', sort: 30 },
  { line: 'ene', slug: 'energy-storage', brand: null, nameEn: 'Home Energy Storage', nameZh: '家庭储能系统', sort: 10 },
  { line: 'ene', slug: 'battery-storage', brand: null, nameEn: 'Portable Power Stations', nameZh: '便携储能电源', sort: 20 },
  { line: 'cig', slug: 'waka-disposable', brand: 'waka', nameEn: 'WAKA Disposables', nameZh: 'WAKA 一次性电子烟', sort: 10 },
  { line: 'cig', slug: 'waka-pods', brand: 'waka', nameEn: 'WAKA Pod Systems', nameZh: 'WAKA 换弹设备与烟弹', sort: 20 },
  { line: 'cig', slug: 'imoment-disposable', brand: 'imoment', nameEn: 'IMOMENT Disposables', nameZh: 'IMOMENT 一次性电子烟', sort: 30 },
  { line: 'cig', slug: 'imoment-kits', brand: 'imoment', nameEn: 'IMOMENT Pod Kits', nameZh: 'IMOMENT 换弹套装', sort: 40 },
  { line: 'box', slug: 'series', brand: null, nameEn: 'Blind-Box Series', nameZh: '盲盒系列', sort: 10 },
]

function spec(labelEn: string, labelZh: string, valueEn: string, valueZh: string = valueEn): SeedSpec {
  return { labelEn, labelZh, valueEn, valueZh }
}

function pics(line: ProductLine, slug: string, count: number): string[] {
  const out: string[] = []
  for (let n = 1; n <= count; n++) out.push(`goods/${line}/${slug}-${n}.webp`)
  return out
}

const ADULT_SIZES = ['24.5', '25.5', '26.5', '27.5', '28.5', '29.5', '30.5']
const WIDE_SIZES = ['25.5', '26.5', '27.5', '28.5', '29.5', '30.5']
const JUNIOR_SIZES = ['19.5', '20.5', '21.5', '22.5', '23.5', '24.5']

export const goods: SeedGood[] = [
  // ───────────── Scooters: commuter ─────────────
  {
    line: 'sco',
    categorySlug: 'commuter',
    slug: 'urban-glide-s1',
    nameEn: 'Urban Glide S1',
    nameZh: 'Urban Glide S1 城市通勤滑板车',
    summaryEn: 'A light, no-fuss commuter with 35 km of range and a one-second fold.',
    summaryZh: '轻巧省心的通勤之选，续航 35 公里，一秒折叠。',
    descriptionEn:
      'The S1 is built for the last few kilometres between the station and the office. A 350 W rear hub motor pulls smoothly from a standstill, and the 8.5-inch honeycomb tyres never go flat, so there is no pump to carry.\n\nThe stem folds with a single lever and clips to the rear mudguard, leaving a 14.2 kg package you can carry up a flight of stairs. The front LED and rear brake light are always on when the scooter is powered, and the app lets you cap top speed to match local rules.',
    descriptionZh:
      'S1 专为地铁站到办公室之间的那几公里而设计。350W 后轮毂电机起步平顺，8.5 英寸蜂窝实心胎免充气、不怕扎，出门不必再带打气筒。\n\n立杆一扳即折，挂扣在后挡泥板上，整车仅重 14.2 公斤，拎上楼梯也不费力。开机后前大灯与刹车尾灯常亮，还可以在 App 中按当地法规限制最高速度。',
    priceCents: 44900,
    compareAtCents: null,
    stock: 86,
    images: pics('sco', 'urban-glide-s1', 3),
    sizes: [],
    featured: true,
    isNew: false,
    specs: [
      spec('Range', '续航', '35 km', '35 公里'),
      spec('Top speed', '最高时速', '25 km/h', '25 公里/小时'),
      spec('Motor', '电机', '350 W rear hub', '350W 后轮毂电机'),
      spec('Weight', '整车重量', '14.2 kg', '14.2 公斤'),
      spec('Tyres', '轮胎', '8.5" honeycomb solid', '8.5 英寸蜂窝实心胎'),
    ],
  },
  {
    line: 'sco',
    categorySlug: 'commuter',
    slug: 'urban-glide-s2-pro',
    nameEn: 'Urban Glide S2 Pro',
    nameZh: 'Urban Glide S2 Pro 长续航通勤滑板车',
    summaryEn: 'Longer range, front suspension and turn signals for the daily cross-town run.',
    summaryZh: '更长续航，配前避震与转向灯，从容穿城通勤。',
    descriptionEn:
      'The S2 Pro keeps the S1’s compact fold but adds a 15 Ah battery for up to 55 km per charge and a front spring fork that takes the sting out of cobbles and kerb ramps.\n\nHandlebar-end turn signals, a dual braking system (front drum plus rear electronic regen) and 10-inch pneumatic tyres make it a scooter you can ride in traffic with confidence. Charging from empty takes about six hours on the included 42 V charger.',
    descriptionZh:
      'S2 Pro 保留了 S1 小巧的折叠结构，换装 15Ah 电池，单次充电最远可跑 55 公里；前叉弹簧避震，过石板路和路沿坡道时颠簸明显减轻。\n\n车把端转向灯、前鼓刹加后轮电子能量回收的双重制动，以及 10 英寸充气胎，让你在车流中骑行也更有底气。使用随附的 42V 充电器，从没电到充满约需 6 小时。',
    priceCents: 64900,
    compareAtCents: 72900,
    stock: 54,
    images: pics('sco', 'urban-glide-s2-pro', 3),
    sizes: [],
    featured: true,
    isNew: false,
    specs: [
      spec('Range', '续航', '55 km', '55 公里'),
      spec('Top speed', '最高时速', '25 km/h', '25 公里/小时'),
      spec('Battery', '电池', '36 V 15 Ah', '36V 15Ah'),
      spec('Weight', '整车重量', '17.8 kg', '17.8 公斤'),
      spec('Suspension', '避震', 'Front spring fork', '前叉弹簧避震'),
    ],
  },
  {
    line: 'sco',
    categorySlug: 'commuter',
    slug: 'metro-fold-lite',
    nameEn: 'Metro Fold Lite',
    nameZh: 'Metro Fold Lite 轻量折叠滑板车',
    summaryEn: 'Just 11.5 kg with a carbon-fibre stem: the one you can take on any train.',
    summaryZh: '碳纤维立杆，整车仅 11.5 公斤，随身带上任何一班列车。',
    descriptionEn:
      'Metro Fold Lite uses a carbon-fibre stem and a magnesium deck to get the weight down to 11.5 kg, light enough to carry one-handed through a ticket barrier.\n\nThe 250 W motor and 20 km range are sized for mixed commutes where the scooter covers the gaps between train and office. This batch has sold out; sign up for a restock alert and we will email you when the next container clears customs.',
    descriptionZh:
      'Metro Fold Lite 采用碳纤维立杆与镁合金踏板，整车仅重 11.5 公斤，单手拎着过闸机也很轻松。\n\n250W 电机与 20 公里续航，正适合“地铁 + 最后一公里”的混合通勤。本批次已售罄，订阅到货提醒后，下一批货清关入仓时我们会第一时间发邮件通知你。',
    priceCents: 52900,
    compareAtCents: null,
    stock: 0,
    images: pics('sco', 'metro-fold-lite', 2),
    sizes: [],
    featured: false,
    isNew: false,
    specs: [
      spec('Range', '续航', '20 km', '20 公里'),
      spec('Top speed', '最高时速', '20 km/h', '20 公里/小时'),
      spec('Weight', '整车重量', '11.5 kg', '11.5 公斤'),
      spec('Frame', '车架', 'Carbon stem, magnesium deck', '碳纤维立杆 + 镁合金踏板'),
    ],
  },
  {
    line: 'sco',
    categorySlug: 'commuter',
    slug: 'cityhop-9',
    nameEn: 'CityHop 9',
    nameZh: 'CityHop 9 入门通勤滑板车',
    summaryEn: 'An honest entry-level scooter with a 25 km range and a price to match.',
    summaryZh: '实在的入门款，25 公里续航，价格同样亲民。',
    descriptionEn:
      'CityHop 9 is our simplest model: a 300 W motor, 9-inch tubeless tyres, a bright LCD in the stem and a rear disc brake. No app is needed, but it will pair with one if you want ride statistics.\n\nIt is a good first scooter for students and short commutes, and it shares its charger and spare parts with the Urban Glide range, so servicing is easy.',
    descriptionZh:
      'CityHop 9 是我们最简单的一款车：300W 电机、9 英寸真空胎、立杆上的高亮液晶屏，外加后碟刹。无需 App 即可骑行，想看骑行数据时也能连接 App。\n\n很适合学生和短途通勤者作为第一辆滑板车。它与 Urban Glide 系列共用充电器和配件，日后维修保养也方便。',
    priceCents: 32900,
    compareAtCents: 37900,
    stock: 140,
    images: pics('sco', 'cityhop-9', 2),
    sizes: [],
    featured: false,
    isNew: false,
    specs: [
      spec('Range', '续航', '25 km', '25 公里'),
      spec('Top speed', '最高时速', '25 km/h', '25 公里/小时'),
      spec('Motor', '电机', '300 W', '300W'),
      spec('Weight', '整车重量', '13.6 kg', '13.6 公斤'),
      spec('Brakes', '制动', 'Rear disc + E-ABS', '后碟刹 + 电子防抱死'),
    ],
  },
  {
    line: 'sco',
    categorySlug: 'commuter',
    slug: 'transit-max',
    nameEn: 'Transit Max',
    nameZh: 'Transit Max 长途通勤滑板车',
    summaryEn: 'Up to 70 km of range, dual suspension and a wide deck for long daily rides.',
    summaryZh: '续航最高 70 公里，前后双避震，宽踏板适合长距离日常骑行。',
    descriptionEn:
      'For riders who commute 15 km or more each way, Transit Max pairs a 48 V 18 Ah battery with a 500 W motor that holds its pace on long climbs. Front and rear suspension plus 10-inch self-sealing tyres keep it comfortable on patched tarmac.\n\nThe 19 cm-wide deck leaves room to shift your stance, and a built-in cable lock loop and NFC key card make locking up outside the office quick.',
    descriptionZh:
      '单程通勤 15 公里以上的骑行者可以看看 Transit Max：48V 18Ah 电池搭配 500W 电机，长坡也能保持速度。前后双避震与 10 英寸自补胎，在修补过的路面上同样舒适。\n\n19 厘米宽踏板便于随时调整站姿；车身自带锁孔，配合 NFC 钥匙卡，在公司楼下停车上锁又快又省心。',
    priceCents: 79900,
    compareAtCents: null,
    stock: 38,
    images: pics('sco', 'transit-max', 3),
    sizes: [],
    featured: false,
    isNew: true,
    specs: [
      spec('Range', '续航', '70 km', '70 公里'),
      spec('Top speed', '最高时速', '32 km/h', '32 公里/小时'),
      spec('Battery', '电池', '48 V 18 Ah', '48V 18Ah'),
      spec('Weight', '整车重量', '22.4 kg', '22.4 公斤'),
      spec('Max load', '最大载重', '120 kg', '120 公斤'),
    ],
  },
  // ───────────── Scooters: performance ─────────────
  {
    line: 'sco',
    categorySlug: 'performance',
    slug: 'volt-raptor-gt',
    nameEn: 'Volt Raptor GT',
    nameZh: 'Volt Raptor GT 双电机性能滑板车',
    summaryEn: 'Dual 1,000 W motors, hydraulic brakes and adjustable suspension.',
    summaryZh: '双 1000W 电机、液压碟刹、可调避震。',
    descriptionEn:
      'Raptor GT is a proper performance machine: two 1,000 W hub motors, a 60 V 24 Ah battery and hydraulic disc brakes front and rear. In dual-motor mode it climbs 30% grades without slowing to a crawl.\n\nAdjustable C-type suspension, 10 x 3-inch road tyres and a steering damper keep it planted at speed. It is intended for private land and jurisdictions that permit high-powered personal vehicles; please check your local rules before riding on public roads.',
    descriptionZh:
      'Raptor GT 是一台货真价实的性能车：两颗 1000W 轮毂电机、60V 24Ah 电池，前后均为液压碟刹。开启双驱模式后，30% 的坡道也能稳稳爬上去。\n\n可调 C 型避震、10×3 英寸公路胎与转向阻尼器，让高速行驶依然稳定。本车适用于私人场地以及允许大功率个人交通工具上路的地区，公共道路骑行前请先确认当地法规。',
    priceCents: 159900,
    compareAtCents: null,
    stock: 17,
    images: pics('sco', 'volt-raptor-gt', 3),
    sizes: [],
    featured: true,
    isNew: true,
    specs: [
      spec('Range', '续航', '80 km', '80 公里'),
      spec('Top speed', '最高时速', '65 km/h (private land)', '65 公里/小时（私人场地）'),
      spec('Motors', '电机', '2 × 1,000 W', '2 × 1000W'),
      spec('Battery', '电池', '60 V 24 Ah', '60V 24Ah'),
      spec('Weight', '整车重量', '36 kg', '36 公斤'),
    ],
  },
  {
    line: 'sco',
    categorySlug: 'performance',
    slug: 'storm-dual-11',
    nameEn: 'Storm Dual 11',
    nameZh: 'Storm Dual 11 旗舰越野滑板车',
    summaryEn: 'Our flagship: 11-inch tyres, 2,400 W peak and 100 km of range.',
    summaryZh: '品牌旗舰：11 英寸大胎，峰值 2400W，续航 100 公里。',
    descriptionEn:
      'Storm Dual 11 carries a 60 V 35 Ah battery built from LG 21700 cells, enough for 100 km at a steady pace. Twin motors deliver 2,400 W peak, and the 11-inch off-road tyres and hydraulic shocks let it leave the tarmac for gravel and forest tracks.\n\nA full-colour TFT dashboard, swing-arm lights and an IPX5 rating round out the package. The launch discount applies while the current shipment lasts.',
    descriptionZh:
      'Storm Dual 11 搭载采用 LG 21700 电芯的 60V 35Ah 电池，匀速骑行可达 100 公里。双电机峰值功率 2400W，11 英寸越野胎配合液压避震，让你从柏油路驶向碎石路和林间小道。\n\n全彩 TFT 仪表、摇臂氛围灯以及 IPX5 防水等级一应俱全。首发优惠价仅限本批到货期间。',
    priceCents: 189900,
    compareAtCents: 209900,
    stock: 9,
    images: pics('sco', 'storm-dual-11', 3),
    sizes: [],
    featured: true,
    isNew: false,
    specs: [
      spec('Range', '续航', '100 km', '100 公里'),
      spec('Peak power', '峰值功率', '2,400 W', '2400W'),
      spec('Battery', '电池', '60 V 35 Ah (LG 21700)', '60V 35Ah（LG 21700 电芯）'),
      spec('Weight', '整车重量', '42 kg', '42 公斤'),
      spec('Water resistance', '防水等级', 'IPX5'),
    ],
  },
  {
    line: 'sco',
    categorySlug: 'performance',
    slug: 'trail-runner-x',
    nameEn: 'Trail Runner X',
    nameZh: 'Trail Runner X 全地形滑板车',
    summaryEn: 'A single-motor all-terrain scooter with knobbly tyres and long-travel forks.',
    summaryZh: '单电机全地形车型，越野花纹胎搭配长行程前叉。',
    descriptionEn:
      'Trail Runner X puts a torquey 1,200 W rear motor under a reinforced aluminium frame. Its 10-inch knobbly tyres and 80 mm-travel forks are tuned for gravel paths, grass and packed dirt.\n\nAt 29 kg it is lighter than most dual-motor scooters and still folds for the car boot. The 52 V 20 Ah battery slides out from the deck so you can charge it indoors.',
    descriptionZh:
      'Trail Runner X 在加强型铝合金车架下配备一颗扭矩强劲的 1200W 后电机。10 英寸越野花纹胎与 80 毫米行程前叉，专为碎石路、草地和压实土路调校。\n\n整车 29 公斤，比大多数双电机车型更轻，依然可以折叠放进汽车后备箱。52V 20Ah 电池可从踏板中抽出，方便拿进室内充电。',
    priceCents: 119900,
    compareAtCents: null,
    stock: 23,
    images: pics('sco', 'trail-runner-x', 3),
    sizes: [],
    featured: false,
    isNew: false,
    specs: [
      spec('Range', '续航', '60 km', '60 公里'),
      spec('Top speed', '最高时速', '45 km/h (private land)', '45 公里/小时（私人场地）'),
      spec('Motor', '电机', '1,200 W rear', '1200W 后电机'),
      spec('Battery', '电池', '52 V 20 Ah, removable', '52V 20Ah，可拆卸'),
      spec('Weight', '整车重量', '29 kg', '29 公斤'),
    ],
  },
  {
    line: 'sco',
    categorySlug: 'performance',
    slug: 'apex-sprint',
    nameEn: 'Apex Sprint',
    nameZh: 'Apex Sprint 运动型滑板车',
    summaryEn: 'Quick, light and sharp-handling, with a 48 V system and dual disc brakes.',
    summaryZh: '轻快灵活、操控精准，48V 动力系统配前后碟刹。',
    descriptionEn:
      'Apex Sprint is for riders who want performance without hauling 40 kg around. A 48 V 800 W motor gives brisk acceleration, and the stiff one-piece stem means no wobble at speed.\n\nDual mechanical disc brakes, a thumb throttle with three ride modes and a 45 km range make it a quick everyday machine. Only three units remain from this shipment.',
    descriptionZh:
      'Apex Sprint 适合想要性能、又不想扛着 40 公斤车身到处走的骑行者。48V 800W 电机加速利落，一体式高刚性立杆高速行驶不晃动。\n\n前后机械碟刹、三档模式拇指油门与 45 公里续航，是一台反应敏捷的日常座驾。本批仅剩最后 3 台。',
    priceCents: 99900,
    compareAtCents: 114900,
    stock: 3,
    images: pics('sco', 'apex-sprint', 2),
    sizes: [],
    featured: false,
    isNew: false,
    specs: [
      spec('Range', '续航', '45 km', '45 公里'),
      spec('Top speed', '最高时速', '40 km/h (private land)', '40 公里/小时（私人场地）'),
      spec('Motor', '电机', '800 W', '800W'),
      spec('Weight', '整车重量', '21.5 kg', '21.5 公斤'),
    ],
  },
  // ───────────── Scooters: kids ─────────────
  {
    line: 'sco',
    categorySlug: 'kids',
    slug: 'kiddo-zip-6',
    nameEn: 'Kiddo Zip 6',
    nameZh: 'Kiddo Zip 6 儿童电动滑板车',
    summaryEn: 'A gentle first e-scooter for ages 6–10 with a 10 km/h limit and kick-to-start.',
    summaryZh: '适合 6–10 岁的第一辆电动滑板车，限速 10 公里/小时，需蹬地启动。',
    descriptionEn:
      'Kiddo Zip 6 only starts the motor after a push-off, so it never surprises a young rider. Parents can choose between 6 km/h and 10 km/h limits with a button sequence on the deck.\n\nThe stem adjusts across three heights, the rear fender doubles as a foot brake, and light-up front wheels make it easy to spot at dusk. Adult supervision is recommended.',
    descriptionZh:
      'Kiddo Zip 6 必须先用脚蹬地滑行后电机才会介入，不会让小骑手突然受惊。家长可通过踏板上的按键组合，在 6 公里/小时和 10 公里/小时两档限速间切换。\n\n立杆三档高度可调，后挡泥板同时是脚刹，前轮发光，傍晚时分也醒目易见。建议在成人看护下使用。',
    priceCents: 29900,
    compareAtCents: null,
    stock: 75,
    images: pics('sco', 'kiddo-zip-6', 2),
    sizes: [],
    featured: false,
    isNew: true,
    specs: [
      spec('Age', '适用年龄', '6–10 years', '6–10 岁'),
      spec('Top speed', '最高时速', '10 km/h', '10 公里/小时'),
      spec('Range', '续航', '8 km', '8 公里'),
      spec('Max load', '最大载重', '50 kg', '50 公斤'),
      spec('Weight', '整车重量', '6.8 kg', '6.8 公斤'),
    ],
  },
  {
    line: 'sco',
    categorySlug: 'kids',
    slug: 'junior-cruise-8',
    nameEn: 'Junior Cruise 8',
    nameZh: 'Junior Cruise 8 青少年滑板车',
    summaryEn: 'For ages 8–14: 16 km/h, 15 km range and a parent lock in the app.',
    summaryZh: '适合 8–14 岁：时速 16 公里，续航 15 公里，App 内可设家长锁。',
    descriptionEn:
      'Junior Cruise 8 is a scaled-down commuter for older kids. Its 200 W motor, 8-inch solid tyres and electronic plus foot brake are sized for park paths and quiet streets.\n\nThe companion app lets parents set a speed cap, lock the scooter remotely and see the battery level at a glance.',
    descriptionZh:
      'Junior Cruise 8 是专为大一点的孩子缩小尺寸的通勤车。200W 电机、8 英寸实心胎，电子刹车加脚刹，适合公园步道和安静的街区。\n\n配套 App 支持家长设定限速、远程锁车，并可随时查看剩余电量。',
    priceCents: 34900,
    compareAtCents: 39900,
    stock: 48,
    images: pics('sco', 'junior-cruise-8', 2),
    sizes: [],
    featured: false,
    isNew: false,
    specs: [
      spec('Age', '适用年龄', '8–14 years', '8–14 岁'),
      spec('Top speed', '最高时速', '16 km/h', '16 公里/小时'),
      spec('Range', '续航', '15 km', '15 公里'),
      spec('Weight', '整车重量', '9.4 kg', '9.4 公斤'),
    ],
  },
  // ───────────── Scooters: accessory mystery boxes ─────────────
  {
    line: 'sco',
    categorySlug: 'blind-boxes',
    slug: 'rider-mystery-box-classic',
    nameEn: 'Rider Mystery Box: Classic',
    nameZh: '骑行配件盲盒·经典款',
    summaryEn: 'Three to four surprise accessories worth at least $55, for any scooter.',
    summaryZh: '随机 3–4 件配件，总价值不低于 55 美元，适配各款滑板车。',
    descriptionEn:
      'Every Classic box holds three or four accessories picked from our everyday range: phone mounts, bells, grip tapes, valve caps, handlebar bags and the like. The combined retail value is always at least $55.\n\nAll items fit standard 22–35 mm handlebars and 8.5–10-inch wheels. Contents are random, so mystery boxes cannot be exchanged for specific items.',
    descriptionZh:
      '每个经典款盲盒内含 3–4 件日常骑行配件，从手机支架、车铃、防滑贴、气门帽到车把包等随机组合，零售总价值始终不低于 55 美元。\n\n所有配件均适配 22–35 毫米车把与 8.5–10 英寸车轮。盲盒内容随机，不支持指定款式或调换。',
    priceCents: 3900,
    compareAtCents: null,
    stock: 220,
    images: pics('sco', 'rider-mystery-box-classic', 2),
    sizes: [],
    featured: false,
    isNew: false,
    specs: [
      spec('Items per box', '每盒件数', '3–4'),
      spec('Minimum value', '最低价值', '$55', '55 美元'),
      spec('Fits', '适配', 'All scooters in our range', '本店全系滑板车'),
    ],
  },
  {
    line: 'sco',
    categorySlug: 'blind-boxes',
    slug: 'night-rider-mystery-box',
    nameEn: 'Night Rider Mystery Box',
    nameZh: '夜骑安全盲盒',
    summaryEn: 'Lights and reflective gear for after-dark rides, with one premium item guaranteed.',
    summaryZh: '夜间骑行灯具与反光装备，保底一件高端单品。',
    descriptionEn:
      'Night Rider boxes focus on being seen: stem lights, wheel-spoke LEDs, reflective straps and helmet lights. Each box includes one guaranteed premium item such as a 1,000-lumen USB-C headlight or a turn-signal backpack strip.\n\nAll lights are rechargeable and weather-resistant to IPX4 or better.',
    descriptionZh:
      '夜骑盲盒主打“被看见”：立杆灯、轮毂 LED 灯、反光绑带、头盔灯等随机组合。每盒保底一件高端单品，例如 1000 流明 USB-C 充电前灯或转向灯背包灯带。\n\n所有灯具均可充电，防水等级不低于 IPX4。',
    priceCents: 5900,
    compareAtCents: null,
    stock: 130,
    images: pics('sco', 'night-rider-mystery-box', 2),
    sizes: [],
    featured: false,
    isNew: true,
    specs: [
      spec('Items per box', '每盒件数', '3'),
      spec('Guaranteed', '保底', '1 premium light', '1 件高端灯具'),
      spec('Water resistance', '防水等级', 'IPX4 or better', 'IPX4 及以上'),
    ],
  },
  {
    line: 'sco',
    categorySlug: 'blind-boxes',
    slug: 'pro-tuning-mystery-box',
    nameEn: 'Pro Tuning Mystery Box',
    nameZh: '进阶改装盲盒',
    summaryEn: 'Upgrade parts for performance riders: brake pads, tyres, grips and more.',
    summaryZh: '面向性能玩家的升级件：刹车片、轮胎、握把等随机组合。',
    descriptionEn:
      'Pro Tuning boxes contain two or three genuine upgrade parts for the Raptor, Storm, Trail Runner and Apex models, from sintered brake pads and silicone grips to tubeless tyres and a steering damper.\n\nEach box is worth at least $120 at retail. Fitting instructions are included, and every part carries our standard six-month warranty.',
    descriptionZh:
      '改装盲盒内含 2–3 件正品升级件，适配 Raptor、Storm、Trail Runner 与 Apex 系列，从烧结刹车片、硅胶握把到真空胎和转向阻尼器都有可能开到。\n\n每盒零售价值不低于 120 美元，附安装说明，所有配件均享受本店标准六个月质保。',
    priceCents: 8900,
    compareAtCents: null,
    stock: 60,
    images: pics('sco', 'pro-tuning-mystery-box', 2),
    sizes: [],
    featured: false,
    isNew: false,
    specs: [
      spec('Items per box', '每盒件数', '2–3'),
      spec('Minimum value', '最低价值', '$120', '120 美元'),
      spec('Fits', '适配', 'Performance models', '性能系列车型'),
      spec('Warranty', '质保', '6 months', '6 个月'),
    ],
  },
  // ───────────── Scooters: apparel ─────────────
  {
    line: 'sco',
    categorySlug: 'apparel',
    slug: 'urban-glide-logo-t-shirt',
    nameEn: 'Urban Glide Logo T-Shirt',
    nameZh: 'Urban Glide 标志 T恤',
    summaryEn: 'Heavyweight organic cotton tee with a small chest logo.',
    summaryZh: '有机棉重磅短袖 T恤，胸前小标志。',
    descriptionEn:
      'Cut from 220 gsm organic cotton with a relaxed fit, this tee keeps its shape through a lot of washes. The Urban Glide logo is screen-printed small on the left chest.\n\nAvailable in unisex sizes XS–XXL; if you are between sizes, take the smaller one.',
    descriptionZh:
      '采用 220 克重有机棉面料，版型宽松，多次洗涤后依然挺括不变形。左胸丝网印刷小号 Urban Glide 标志。\n\n男女同款，尺码 XS–XXL；介于两个尺码之间时建议选小一码。',
    priceCents: 2900,
    compareAtCents: null,
    stock: 300,
    images: pics('sco', 'urban-glide-logo-t-shirt', 2),
    sizes: [],
    featured: false,
    isNew: false,
    specs: [
      spec('Material', '面料', '100% organic cotton, 220 gsm', '100% 有机棉，220 克重'),
      spec('Fit', '版型', 'Relaxed, unisex', '宽松男女同款'),
      spec('Care', '洗护', 'Machine wash 30 °C', '30°C 机洗'),
    ],
  },
  {
    line: 'sco',
    categorySlug: 'apparel',
    slug: 'night-ride-reflective-t-shirt',
    nameEn: 'Night Ride Reflective T-Shirt',
    nameZh: '夜骑反光 T恤',
    summaryEn: 'A technical tee with reflective print on the back and shoulders.',
    summaryZh: '功能速干 T恤，后背与肩部反光印花。',
    descriptionEn:
      'This quick-dry tee wicks sweat on warm commutes, and its reflective back print lights up in car headlights so you are easier to see after dark.\n\nThe flatlock seams will not rub under a backpack strap, and the fabric dries in about an hour on a hanger.',
    descriptionZh:
      '速干面料在炎热的通勤路上迅速排汗；后背反光印花在车灯照射下会明亮反光，夜间骑行更容易被看见。\n\n平缝接缝背包带压着也不磨皮肤，挂起来大约一小时就能晾干。',
    priceCents: 3500,
    compareAtCents: null,
    stock: 180,
    images: pics('sco', 'night-ride-reflective-t-shirt', 2),
    sizes: [],
    featured: false,
    isNew: true,
    specs: [
      spec('Material', '面料', '88% recycled polyester, 12% elastane', '88% 再生涤纶，12% 氨纶'),
      spec('Feature', '特点', 'Reflective back print', '后背反光印花'),
      spec('Fit', '版型', 'Athletic', '修身运动版'),
    ],
  },
  {
    line: 'sco',
    categorySlug: 'apparel',
    slug: 'volt-racing-long-sleeve-top',
    nameEn: 'Volt Racing Long-Sleeve Top',
    nameZh: 'Volt 竞速长袖上衣',
    summaryEn: 'A long-sleeve jersey top in Volt racing colours with thumb loops.',
    summaryZh: 'Volt 竞速配色长袖骑行上衣，带拇指扣。',
    descriptionEn:
      'Inspired by motocross jerseys, this top is made from a breathable mesh-back knit with raglan sleeves that do not bunch when you lean over the bars.\n\nThumb loops keep the cuffs inside your gloves, and a zipped rear pocket holds a key card or phone.',
    descriptionZh:
      '设计灵感来自越野摩托骑行服：背部透气网眼针织，插肩袖设计，俯身握把时袖子不会堆起。\n\n袖口拇指扣让袖子稳稳收进手套里，背部拉链口袋可放钥匙卡或手机。',
    priceCents: 4500,
    compareAtCents: 5500,
    stock: 95,
    images: pics('sco', 'volt-racing-long-sleeve-top', 2),
    sizes: [],
    featured: false,
    isNew: false,
    specs: [
      spec('Material', '面料', 'Polyester knit with mesh back', '涤纶针织，背部网眼'),
      spec('Sleeves', '袖型', 'Raglan, thumb loops', '插肩袖，拇指扣'),
      spec('Pocket', '口袋', 'Zipped rear pocket', '背部拉链口袋'),
    ],
  },
  {
    line: 'sco',
    categorySlug: 'apparel',
    slug: 'commuter-merino-base-top',
    nameEn: 'Commuter Merino Base Top',
    nameZh: '通勤美利奴羊毛打底上衣',
    summaryEn: 'A fine merino long-sleeve base layer for cold-morning rides.',
    summaryZh: '细支美利奴羊毛长袖打底衫，寒冷清晨骑行的好帮手。',
    descriptionEn:
      'Merino wool regulates temperature when you go from a cold street to a warm office, and it resists odour so you can wear it two or three days between washes.\n\nThe 190 gsm fabric is soft enough to wear next to skin and slim enough to layer under a shirt or jacket.',
    descriptionZh:
      '美利奴羊毛能在寒冷街头与温暖办公室之间自动调节体感温度，天然抑制异味，连穿两三天再洗也没问题。\n\n190 克重面料贴身柔软不扎人，版型合体，可直接穿在衬衫或外套里面。',
    priceCents: 5900,
    compareAtCents: null,
    stock: 72,
    images: pics('sco', 'commuter-merino-base-top', 2),
    sizes: [],
    featured: false,
    isNew: true,
    specs: [
      spec('Material', '面料', '100% merino wool, 190 gsm', '100% 美利奴羊毛，190 克重'),
      spec('Fit', '版型', 'Slim', '修身'),
      spec('Care', '洗护', 'Wool cycle, dry flat', '羊毛程序洗涤，平铺晾干'),
    ],
  },
  // ───────────── Bootski ski boots ─────────────
  {
    line: 'boot',
    categorySlug: 'alpine',
    slug: 'bootski-carve-110',
    nameEn: 'Bootski Carve 110',
    nameZh: 'Bootski Carve 110 全山滑雪鞋',
    summaryEn: 'A 100 mm-last, flex 110 boot for confident intermediate and advanced skiers.',
    summaryZh: '100 毫米楦宽、硬度 110，适合中高级滑雪者。',
    descriptionEn:
      'Carve 110 has a 100 mm medium last that suits most feet straight out of the box, and a polyurethane shell with a progressive 110 flex that stays consistent from -20 °C to the spring slush.\n\nThe heat-mouldable liner can be customised by any ski shop in about twenty minutes. Four micro-adjustable aluminium buckles and a 40 mm power strap lock the heel down for precise edge control.',
    descriptionZh:
      'Carve 110 采用 100 毫米中等楦宽，大多数脚型开箱即穿即合脚；聚氨酯外壳硬度 110，回弹线性，从零下 20 度到春季湿雪都表现稳定。\n\n内胆可热塑，任何一家雪具店约 20 分钟即可完成定制。四个可微调铝合金卡扣加 40 毫米魔术贴绑带，牢牢锁住脚跟，立刃控制更精准。',
    priceCents: 46900,
    compareAtCents: null,
    stock: 64,
    images: pics('boot', 'bootski-carve-110', 3),
    sizes: ADULT_SIZES,
    featured: true,
    isNew: false,
    specs: [
      spec('Flex', '硬度', '110'),
      spec('Last width', '楦宽', '100 mm', '100 毫米'),
      spec('Shell', '外壳', 'Polyurethane', '聚氨酯'),
      spec('Weight (26.5)', '重量（26.5 码）', '1,820 g per boot', '单只 1820 克'),
      spec('Buckles', '卡扣', '4 aluminium + 40 mm strap', '4 个铝合金卡扣 + 40 毫米绑带'),
    ],
  },
  {
    line: 'boot',
    categorySlug: 'alpine',
    slug: 'bootski-piste-90',
    nameEn: 'Bootski Piste 90',
    nameZh: 'Bootski Piste 90 舒适滑雪鞋',
    summaryEn: 'A comfortable, forgiving 102 mm boot for beginners and relaxed cruisers.',
    summaryZh: '102 毫米宽楦、舒适宽容，适合初学者与休闲滑行。',
    descriptionEn:
      'Piste 90 is the boot we recommend for a first pair: a roomy 102 mm last, a soft 90 flex that forgives a late turn and a plush liner with a fleece-lined collar.\n\nA walk mode frees the cuff for the trip from the car park, and the grippy rubber soles make icy steps much less dramatic.',
    descriptionZh:
      'Piste 90 是我们推荐的第一双滑雪鞋：102 毫米宽楦空间充足，90 的柔和硬度对转弯稍晚的动作很宽容，内胆厚实，鞋口带抓绒内衬。\n\n行走模式可释放鞋筒，从停车场走到雪道更轻松；防滑橡胶鞋底让走结冰台阶也不再手忙脚乱。',
    priceCents: 28900,
    compareAtCents: 32900,
    stock: 88,
    images: pics('boot', 'bootski-piste-90', 3),
    sizes: WIDE_SIZES,
    featured: false,
    isNew: false,
    specs: [
      spec('Flex', '硬度', '90'),
      spec('Last width', '楦宽', '102 mm', '102 毫米'),
      spec('Walk mode', '行走模式', 'Yes', '有'),
      spec('Weight (26.5)', '重量（26.5 码）', '1,690 g per boot', '单只 1690 克'),
    ],
  },
  {
    line: 'boot',
    categorySlug: 'freeride',
    slug: 'bootski-summit-tour-120',
    nameEn: 'Bootski Summit Tour 120',
    nameZh: 'Bootski Summit Tour 120 登山滑雪鞋',
    summaryEn: 'A 120-flex touring boot with 55° of cuff rotation and tech inserts.',
    summaryZh: '硬度 120 的登山滑雪鞋，鞋筒活动角度 55°，配 tech 插槽。',
    descriptionEn:
      'Summit Tour 120 climbs like a touring boot and skis like an alpine one. A single lever switches between a 55° walk range and a locked 12° forward lean, and Dynafit-compatible tech inserts let you use pin bindings.\n\nThe Grilamid shell keeps the weight to 1,480 g, while GripWalk soles work with most modern alpine bindings too.',
    descriptionZh:
      'Summit Tour 120 上坡像登山鞋一样灵活，下坡像全山鞋一样扎实。一个扳杆即可在 55° 行走范围与锁定 12° 前倾之间切换，兼容 Dynafit 的 tech 插槽可搭配针式固定器。\n\nGrilamid 外壳将单只重量控制在 1480 克，GripWalk 鞋底也兼容大多数现代全山固定器。',
    priceCents: 64900,
    compareAtCents: null,
    stock: 21,
    images: pics('boot', 'bootski-summit-tour-120', 3),
    sizes: ADULT_SIZES,
    featured: true,
    isNew: true,
    specs: [
      spec('Flex', '硬度', '120'),
      spec('Cuff rotation', '鞋筒活动角度', '55°'),
      spec('Last width', '楦宽', '99 mm', '99 毫米'),
      spec('Weight (26.5)', '重量（26.5 码）', '1,480 g per boot', '单只 1480 克'),
      spec('Sole', '鞋底', 'GripWalk, tech inserts', 'GripWalk，带 tech 插槽'),
    ],
  },
  {
    line: 'boot',
    categorySlug: 'freeride',
    slug: 'bootski-backcountry-100',
    nameEn: 'Bootski Backcountry 100',
    nameZh: 'Bootski Backcountry 100 野雪滑雪鞋',
    summaryEn: 'A freeride boot with a damp 100 flex and a shock-absorbing rubber sole.',
    summaryZh: '硬度 100 的野雪鞋，回弹沉稳，橡胶鞋底吸震。',
    descriptionEn:
      'Backcountry 100 is built for lift-accessed powder and the occasional short hike. The shell uses a damp polyolefin blend that smooths out chopped-up snow, and a shock-absorbing heel pad softens big landings.\n\nA 50° walk mode and a gusseted, waterproof liner make the bootpack to a side-country line much more pleasant.',
    descriptionZh:
      'Backcountry 100 为缆车可达的粉雪区与偶尔短距离徒步而生。外壳采用阻尼性能出色的聚烯烃混合材料，压过凌乱雪面时更平顺，鞋跟减震垫让大跳落地更柔和。\n\n50° 行走模式与防水封边内胆，让背板徒步前往道外雪线的过程舒服许多。',
    priceCents: 52900,
    compareAtCents: 57900,
    stock: 33,
    images: pics('boot', 'bootski-backcountry-100', 3),
    sizes: WIDE_SIZES,
    featured: false,
    isNew: false,
    specs: [
      spec('Flex', '硬度', '100'),
      spec('Walk range', '行走角度', '50°'),
      spec('Last width', '楦宽', '100 mm', '100 毫米'),
      spec('Weight (26.5)', '重量（26.5 码）', '1,710 g per boot', '单只 1710 克'),
    ],
  },
  {
    line: 'boot',
    categorySlug: 'junior',
    slug: 'bootski-junior-60',
    nameEn: 'Bootski Junior 60',
    nameZh: 'Bootski Junior 60 儿童滑雪鞋',
    summaryEn: 'A soft, warm rear-entry boot that young skiers can put on themselves.',
    summaryZh: '柔软保暖的后入式滑雪鞋，小朋友可以自己穿脱。',
    descriptionEn:
      'Junior 60 opens from the back, so children can step in without help and fasten it with a single buckle. The soft 60 flex lets lighter skiers actually bend the boot, which is key to learning good stance.\n\nThe shell has a 2-size adjustment in the liner, so one pair often lasts two seasons.',
    descriptionZh:
      'Junior 60 采用后开口设计，孩子无需大人帮忙就能踩进去，一个卡扣即可扣好。60 的柔和硬度让体重较轻的孩子也能压得动鞋筒，这是学好滑雪姿势的关键。\n\n内胆可调节两个码数，一双鞋往往能穿两个雪季。',
    priceCents: 18900,
    compareAtCents: null,
    stock: 110,
    images: pics('boot', 'bootski-junior-60', 2),
    sizes: JUNIOR_SIZES,
    featured: false,
    isNew: false,
    specs: [
      spec('Flex', '硬度', '60'),
      spec('Entry', '穿着方式', 'Rear entry', '后入式'),
      spec('Size adjustment', '尺码调节', '2 sizes via liner', '内胆可调 2 个码'),
      spec('Buckles', '卡扣', '1', '1 个'),
    ],
  },
  {
    line: 'boot',
    categorySlug: 'junior',
    slug: 'bootski-junior-pro-70',
    nameEn: 'Bootski Junior Pro 70',
    nameZh: 'Bootski Junior Pro 70 青少年进阶滑雪鞋',
    summaryEn: 'A four-buckle boot for teens stepping up to faster, steeper skiing.',
    summaryZh: '四卡扣设计，适合向更快、更陡的雪道进阶的青少年。',
    descriptionEn:
      'Junior Pro 70 gives ambitious young skiers the same four-buckle design as our adult boots, scaled to a 98 mm last and a 70 flex.\n\nIt is the boot most of our ski-school partners use for their junior race programmes, and it fits GripWalk and standard alpine bindings.',
    descriptionZh:
      'Junior Pro 70 为有冲劲的小滑雪者带来与成人款同样的四卡扣结构，楦宽 98 毫米，硬度 70。\n\n我们合作的滑雪学校大多在青少年竞速课程中使用这款鞋，兼容 GripWalk 与标准全山固定器。',
    priceCents: 22900,
    compareAtCents: null,
    stock: 57,
    images: pics('boot', 'bootski-junior-pro-70', 2),
    sizes: JUNIOR_SIZES,
    featured: false,
    isNew: true,
    specs: [
      spec('Flex', '硬度', '70'),
      spec('Last width', '楦宽', '98 mm', '98 毫米'),
      spec('Buckles', '卡扣', '4', '4 个'),
      spec('Sole', '鞋底', 'GripWalk'),
    ],
  },
  // ───────────── Energy: home storage ─────────────
  {
    line: 'ene',
    categorySlug: 'energy-storage',
    slug: 'homevault-5',
    nameEn: 'HomeVault 5 Home Battery',
    nameZh: 'HomeVault 5 家用储能电池',
    summaryEn: 'A 5.1 kWh wall-mounted LFP battery that stores solar for the evening peak.',
    summaryZh: '5.1 kWh 壁挂式磷酸铁锂电池，把白天的光伏电留到晚高峰使用。',
    descriptionEn:
      'HomeVault 5 uses lithium iron phosphate cells rated for 6,000 cycles at 90% depth of discharge, which works out to well over fifteen years of daily use. It mounts on an interior or sheltered exterior wall and weighs 48 kg.\n\nIt pairs with most 48 V hybrid inverters over CAN or RS485, and up to four units can be stacked in parallel as your needs grow. Installation must be carried out by a licensed electrician.',
    descriptionZh:
      'HomeVault 5 采用磷酸铁锂电芯，在 90% 放电深度下循环寿命达 6000 次，按每天一充一放计算可用十五年以上。可安装在室内或有遮挡的室外墙面，重 48 公斤。\n\n通过 CAN 或 RS485 兼容大多数 48V 混合逆变器，最多可并联四台，随需求扩容。须由持证电工安装。',
    priceCents: 249900,
    compareAtCents: null,
    stock: 26,
    images: pics('ene', 'homevault-5', 3),
    sizes: [],
    featured: false,
    isNew: false,
    specs: [
      spec('Capacity', '容量', '5.12 kWh'),
      spec('Chemistry', '电芯类型', 'LiFePO4', '磷酸铁锂'),
      spec('Cycle life', '循环寿命', '6,000 cycles @ 90% DoD', '6000 次（90% 放电深度）'),
      spec('Weight', '重量', '48 kg', '48 公斤'),
      spec('Protection', '防护等级', 'IP65'),
    ],
  },
  {
    line: 'ene',
    categorySlug: 'energy-storage',
    slug: 'homevault-10',
    nameEn: 'HomeVault 10 Home Battery',
    nameZh: 'HomeVault 10 家用储能电池',
    summaryEn: 'Double the capacity: 10.2 kWh for whole-evening backup in a typical home.',
    summaryZh: '容量翻倍：10.2 kWh，足以覆盖普通家庭一整晚的用电。',
    descriptionEn:
      'HomeVault 10 packs 10.24 kWh into a floor-standing cabinet just 18 cm deep. Continuous output of 5 kW runs the fridge, lights, router and a heat pump through an evening outage.\n\nThe built-in battery management system balances cells actively and reports state of health to the app. The warranty is ten years or 70% retained capacity, whichever comes first.',
    descriptionZh:
      'HomeVault 10 在仅 18 厘米厚的落地柜体内装入 10.24 kWh 电量。5 kW 持续输出，停电的晚上也能带动冰箱、照明、路由器和热泵。\n\n内置电池管理系统主动均衡电芯，并在 App 中显示电池健康度。质保十年或容量保持 70%，以先到者为准。',
    priceCents: 429900,
    compareAtCents: 469900,
    stock: 14,
    images: pics('ene', 'homevault-10', 3),
    sizes: [],
    featured: true,
    isNew: false,
    specs: [
      spec('Capacity', '容量', '10.24 kWh'),
      spec('Continuous output', '持续输出', '5 kW'),
      spec('Chemistry', '电芯类型', 'LiFePO4', '磷酸铁锂'),
      spec('Weight', '重量', '96 kg', '96 公斤'),
      spec('Warranty', '质保', '10 years', '10 年'),
    ],
  },
  {
    line: 'ene',
    categorySlug: 'energy-storage',
    slug: 'homevault-hybrid-kit-10',
    nameEn: 'HomeVault Hybrid Kit 10',
    nameZh: 'HomeVault 混合逆变储能套装 10',
    summaryEn: 'HomeVault 10 bundled with a 6 kW hybrid inverter and backup gateway.',
    summaryZh: 'HomeVault 10 电池 + 6 kW 混合逆变器 + 备电网关的一站式套装。',
    descriptionEn:
      'The Hybrid Kit pairs a HomeVault 10 with a 6 kW single-phase hybrid inverter with two MPPT inputs for up to 8 kW of panels, plus a gateway that switches your essential circuits to battery in under 20 ms.\n\nEverything is pre-configured to talk to each other, which saves your installer about half a day. Inverter and battery share a single monitoring app.',
    descriptionZh:
      '混合套装包含一台 HomeVault 10、一台 6 kW 单相混合逆变器（双路 MPPT，最多接入 8 kW 光伏板），以及可在 20 毫秒内将重要回路切换至电池供电的备电网关。\n\n各部件出厂已完成配对调试，可为安装师傅节省约半天工时。逆变器与电池共用同一个监控 App。',
    priceCents: 549900,
    compareAtCents: null,
    stock: 8,
    images: pics('ene', 'homevault-hybrid-kit-10', 2),
    sizes: [],
    featured: false,
    isNew: true,
    specs: [
      spec('Battery capacity', '电池容量', '10.24 kWh'),
      spec('Inverter', '逆变器', '6 kW hybrid, single-phase', '6 kW 单相混合逆变器'),
      spec('PV input', '光伏输入', 'Up to 8 kW, 2 MPPT', '最高 8 kW，双路 MPPT'),
      spec('Switchover', '切换时间', '< 20 ms', '小于 20 毫秒'),
    ],
  },
  {
    line: 'ene',
    categorySlug: 'energy-storage',
    slug: 'solarnest-13',
    nameEn: 'SolarNest 13.5 All-in-One',
    nameZh: 'SolarNest 13.5 一体化储能系统',
    summaryEn: 'A 13.5 kWh battery and inverter in one slim outdoor-rated unit.',
    summaryZh: '13.5 kWh 电池与逆变器合为一体，纤薄机身可户外安装。',
    descriptionEn:
      'SolarNest integrates a 13.5 kWh LFP battery, a 7.6 kW inverter and a backup switch in one IP66 enclosure, so the wall only needs a single box. Liquid-cooled modules keep cells in their comfort zone from -20 °C to 50 °C.\n\nTime-of-use mode charges from cheap off-peak power and discharges during expensive hours, and storm watch automatically tops up the battery when severe weather is forecast.',
    descriptionZh:
      'SolarNest 将 13.5 kWh 磷酸铁锂电池、7.6 kW 逆变器与备电切换开关集成在一个 IP66 机箱里，墙上只需挂一台设备。液冷模组让电芯在零下 20 度到 50 度之间始终处于舒适温区。\n\n分时电价模式会在低谷时段充电、高峰时段放电；“风暴预警”功能会在预报恶劣天气时自动把电池充满。',
    priceCents: 699900,
    compareAtCents: null,
    stock: 11,
    images: pics('ene', 'solarnest-13', 3),
    sizes: [],
    featured: true,
    isNew: true,
    specs: [
      spec('Capacity', '容量', '13.5 kWh'),
      spec('Inverter', '逆变器', '7.6 kW built in', '内置 7.6 kW'),
      spec('Operating temp.', '工作温度', '-20 °C to 50 °C', '-20°C 至 50°C'),
      spec('Protection', '防护等级', 'IP66'),
      spec('Weight', '重量', '118 kg', '118 公斤'),
    ],
  },
  {
    line: 'ene',
    categorySlug: 'energy-storage',
    slug: 'gridcore-20-stack',
    nameEn: 'GridCore 20 Stack',
    nameZh: 'GridCore 20 叠层储能系统',
    summaryEn: 'A modular 20.5 kWh stack for large homes, farms and small businesses.',
    summaryZh: '20.5 kWh 模块化叠层储能，适合大户型住宅、农场与小微商户。',
    descriptionEn:
      'GridCore stacks four 5.12 kWh modules on a base with a 10 kW three-phase hybrid inverter. Modules click together without cabling, and you can start with two and add more later.\n\nWith 10 kW continuous output it runs well pumps, workshop tools and EV charging at the same time, and it supports generator input for off-grid sites.',
    descriptionZh:
      'GridCore 在一台 10 kW 三相混合逆变器底座上叠放四个 5.12 kWh 电池模块。模块之间插接即可，无需额外布线，可以先装两块，日后再扩容。\n\n10 kW 持续输出，可同时带动水井泵、车间工具和电动汽车充电，并支持接入发电机，适用于离网场景。',
    priceCents: 999900,
    compareAtCents: 1099900,
    stock: 5,
    images: pics('ene', 'gridcore-20-stack', 3),
    sizes: [],
    featured: false,
    isNew: false,
    specs: [
      spec('Capacity', '容量', '20.48 kWh (4 × 5.12)', '20.48 kWh（4 × 5.12）'),
      spec('Inverter', '逆变器', '10 kW three-phase hybrid', '10 kW 三相混合逆变器'),
      spec('Expandable', '扩展', '2 to 6 modules', '2 至 6 个模块'),
      spec('Generator input', '发电机输入', 'Yes', '支持'),
    ],
  },
  // ───────────── Energy: portable power stations ─────────────
  {
    line: 'ene',
    categorySlug: 'battery-storage',
    slug: 'trekcell-300',
    nameEn: 'TrekCell 300 Portable Power Station',
    nameZh: 'TrekCell 300 便携电源',
    summaryEn: 'A 288 Wh lunchbox-sized station for camping, drones and laptops.',
    summaryZh: '288 Wh 饭盒大小，露营、无人机、笔记本电脑都能充。',
    descriptionEn:
      'TrekCell 300 weighs 3.6 kg and fits in a daypack. Its 300 W pure sine-wave inverter handles laptops, camera chargers and a small fan, and a 100 W USB-C port can fast-charge a laptop directly.\n\nRecharge it from a wall socket in two hours, from a car outlet or from up to 100 W of solar.',
    descriptionZh:
      'TrekCell 300 重 3.6 公斤，装进日常背包也不占地方。300W 纯正弦波逆变器可带动笔记本、相机充电器和小风扇，100W USB-C 接口能直接给笔记本快充。\n\n可通过家用插座两小时充满，也支持车充和最高 100W 太阳能板充电。',
    priceCents: 19900,
    compareAtCents: 24900,
    stock: 160,
    images: pics('ene', 'trekcell-300', 2),
    sizes: [],
    featured: false,
    isNew: false,
    specs: [
      spec('Capacity', '容量', '288 Wh'),
      spec('AC output', '交流输出', '300 W pure sine', '300W 纯正弦波'),
      spec('USB-C', 'USB-C', '1 × 100 W, 1 × 30 W'),
      spec('Weight', '重量', '3.6 kg', '3.6 公斤'),
    ],
  },
  {
    line: 'ene',
    categorySlug: 'battery-storage',
    slug: 'trekcell-600',
    nameEn: 'TrekCell 600 Portable Power Station',
    nameZh: 'TrekCell 600 便携电源',
    summaryEn: '576 Wh of LFP storage and 600 W output for weekend trips.',
    summaryZh: '576 Wh 磷酸铁锂电池、600W 输出，周末出游刚刚好。',
    descriptionEn:
      'TrekCell 600 moves to long-life LFP cells, rated for 3,000 cycles to 80%. It runs a 12 V fridge for roughly 30 hours, and its 600 W inverter (1,200 W surge) copes with a kettle on low power or a coffee grinder.\n\nAn integrated LED panel lights up the tent or the boot of the car.',
    descriptionZh:
      'TrekCell 600 改用长寿命磷酸铁锂电芯，可循环 3000 次后仍保持 80% 容量。带 12V 车载冰箱约可用 30 小时；600W 逆变器（峰值 1200W）能带动低功率电热水壶或咖啡磨豆机。\n\n机身集成 LED 灯板，照亮帐篷或后备箱都很方便。',
    priceCents: 39900,
    compareAtCents: null,
    stock: 97,
    images: pics('ene', 'trekcell-600', 2),
    sizes: [],
    featured: false,
    isNew: true,
    specs: [
      spec('Capacity', '容量', '576 Wh'),
      spec('AC output', '交流输出', '600 W (1,200 W surge)', '600W（峰值 1200W）'),
      spec('Chemistry', '电芯类型', 'LiFePO4', '磷酸铁锂'),
      spec('Cycle life', '循环寿命', '3,000 cycles to 80%', '3000 次后保持 80%'),
      spec('Weight', '重量', '7.3 kg', '7.3 公斤'),
    ],
  },
  {
    line: 'ene',
    categorySlug: 'battery-storage',
    slug: 'roampower-1000',
    nameEn: 'RoamPower 1000',
    nameZh: 'RoamPower 1000 户外电源',
    summaryEn: 'A 1,024 Wh station that charges from 0 to 80% in 50 minutes.',
    summaryZh: '1024 Wh 大容量，50 分钟可从 0 充至 80%。',
    descriptionEn:
      'RoamPower 1000 is the all-rounder: 1,024 Wh of LFP capacity, 1,800 W of AC output across six sockets, and fast AC charging that reaches 80% in 50 minutes.\n\nIt doubles as a UPS for a home office with a 20 ms switchover, and the telescopic handle and wheels make it easy to move around.',
    descriptionZh:
      'RoamPower 1000 是一台全能型电源：1024 Wh 磷酸铁锂容量，六个交流插座合计 1800W 输出，交流快充 50 分钟即可充到 80%。\n\n在家办公时可作为 UPS 不间断电源使用，切换时间 20 毫秒；配有拉杆和滚轮，移动起来毫不费力。',
    priceCents: 69900,
    compareAtCents: 79900,
    stock: 44,
    images: pics('ene', 'roampower-1000', 3),
    sizes: [],
    featured: true,
    isNew: false,
    specs: [
      spec('Capacity', '容量', '1,024 Wh', '1024 Wh'),
      spec('AC output', '交流输出', '1,800 W', '1800W'),
      spec('Fast charge', '快充', '0–80% in 50 min', '50 分钟充至 80%'),
      spec('UPS switchover', 'UPS 切换', '20 ms', '20 毫秒'),
      spec('Weight', '重量', '12.5 kg', '12.5 公斤'),
    ],
  },
  {
    line: 'ene',
    categorySlug: 'battery-storage',
    slug: 'roampower-1500-pro',
    nameEn: 'RoamPower 1500 Pro',
    nameZh: 'RoamPower 1500 Pro 户外电源',
    summaryEn: '1,536 Wh with 1,200 W solar input for off-grid work sites and RVs.',
    summaryZh: '1536 Wh 容量，支持 1200W 太阳能输入，适合离网工地与房车。',
    descriptionEn:
      'The Pro adds a 1,200 W solar input so a rooftop array can refill it in about 90 minutes of good sun, plus a 30 A RV outlet and a 12 V Anderson port.\n\nA steel-reinforced roll cage protects the corners on building sites, and the app shows live input and output per port.',
    descriptionZh:
      'Pro 版新增 1200W 太阳能输入，日照充足时车顶光伏约 90 分钟即可充满；另配 30A 房车插座与 12V 安德森接口。\n\n钢材加固的防滚架保护机身四角，工地上磕碰也不怕；App 可实时查看每个接口的输入与输出功率。',
    priceCents: 109900,
    compareAtCents: null,
    stock: 29,
    images: pics('ene', 'roampower-1500-pro', 3),
    sizes: [],
    featured: false,
    isNew: true,
    specs: [
      spec('Capacity', '容量', '1,536 Wh', '1536 Wh'),
      spec('AC output', '交流输出', '2,200 W', '2200W'),
      spec('Solar input', '太阳能输入', '1,200 W', '1200W'),
      spec('Weight', '重量', '17.2 kg', '17.2 公斤'),
    ],
  },
  {
    line: 'ene',
    categorySlug: 'battery-storage',
    slug: 'basepower-2400',
    nameEn: 'BasePower 2400',
    nameZh: 'BasePower 2400 家庭备用电源',
    summaryEn: 'A 2,304 Wh expandable station that can back up essential home circuits.',
    summaryZh: '2304 Wh 可扩展电源，可为家中重要回路提供备电。',
    descriptionEn:
      'BasePower 2400 bridges the gap between portable and installed storage. It delivers 3,000 W continuously, and two extra battery packs take it to 6.9 kWh.\n\nWith the optional transfer switch it can power selected home circuits during an outage, then roll back out to the campsite at the weekend.',
    descriptionZh:
      'BasePower 2400 介于便携电源与固定式储能之间：3000W 持续输出，外接两块扩展电池后容量可达 6.9 kWh。\n\n搭配选配的转换开关，停电时可为家中指定回路供电；到了周末，又可以推上车带去营地。',
    priceCents: 149900,
    compareAtCents: 169900,
    stock: 18,
    images: pics('ene', 'basepower-2400', 3),
    sizes: [],
    featured: false,
    isNew: false,
    specs: [
      spec('Capacity', '容量', '2,304 Wh (expandable to 6.9 kWh)', '2304 Wh（可扩展至 6.9 kWh）'),
      spec('AC output', '交流输出', '3,000 W', '3000W'),
      spec('Chemistry', '电芯类型', 'LiFePO4', '磷酸铁锂'),
      spec('Weight', '重量', '24.8 kg', '24.8 公斤'),
    ],
  },
  // ───────────── Vape: WAKA ─────────────
  {
    line: 'cig',
    categorySlug: 'waka-disposable',
    slug: 'waka-bar-6000-mango-ice',
    nameEn: 'WAKA Bar 6000 Mango Ice',
    nameZh: 'WAKA Bar 6000 冰爽芒果',
    summaryEn: 'Ripe mango with a cool finish, up to 6,000 puffs, rechargeable.',
    summaryZh: '熟芒果香气带清凉尾韵，最多 6000 口，可充电。',
    descriptionEn:
      'A sweet, ripe mango flavour with a light cooling finish. The mesh coil keeps the flavour consistent from the first puff to the last, and a USB-C port lets you recharge the 500 mAh battery until the 13 ml of e-liquid is used up.\n\nNicotine salt at 20 mg/ml (2%). Not suitable for non-smokers, pregnant women or anyone under the legal age.',
    descriptionZh:
      '香甜成熟的芒果风味，尾段带淡淡凉意。网状线圈让口感从第一口到最后一口都保持一致；13ml 烟油用完之前，都可以通过 USB-C 给 500mAh 电池充电。\n\n尼古丁盐浓度 20mg/ml（2%）。不吸烟者、孕妇及未达法定年龄者请勿使用。',
    priceCents: 1500,
    compareAtCents: null,
    stock: 420,
    images: pics('cig', 'waka-bar-6000-mango-ice', 2),
    sizes: [],
    featured: true,
    isNew: false,
    specs: [
      spec('Puffs', '口数', 'Up to 6,000', '最多 6000 口'),
      spec('E-liquid', '烟油容量', '13 ml', '13ml'),
      spec('Nicotine', '尼古丁', '20 mg/ml salt (2%)', '20mg/ml 尼古丁盐（2%）'),
      spec('Battery', '电池', '500 mAh, USB-C', '500mAh，USB-C 充电'),
    ],
  },
  {
    line: 'cig',
    categorySlug: 'waka-disposable',
    slug: 'waka-bar-6000-blueberry-mint',
    nameEn: 'WAKA Bar 6000 Blueberry Mint',
    nameZh: 'WAKA Bar 6000 蓝莓薄荷',
    summaryEn: 'Jammy blueberry balanced with fresh spearmint, up to 6,000 puffs.',
    summaryZh: '浓郁蓝莓果酱香搭配清新留兰香薄荷，最多 6000 口。',
    descriptionEn:
      'Deep, jammy blueberry up front and clean spearmint on the exhale, so it never tastes cloying. Same 13 ml tank, mesh coil and rechargeable 500 mAh battery as the rest of the Bar 6000 range.\n\nNicotine salt at 20 mg/ml (2%). Keep out of reach of children and pets.',
    descriptionZh:
      '入口是浓郁的蓝莓果酱香，呼气时转为清爽的留兰香薄荷，甜而不腻。与 Bar 6000 系列其他口味一样，配备 13ml 烟油仓、网状线圈和可充电 500mAh 电池。\n\n尼古丁盐浓度 20mg/ml（2%）。请放置在儿童和宠物接触不到的地方。',
    priceCents: 1500,
    compareAtCents: null,
    stock: 380,
    images: pics('cig', 'waka-bar-6000-blueberry-mint', 2),
    sizes: [],
    featured: false,
    isNew: false,
    specs: [
      spec('Puffs', '口数', 'Up to 6,000', '最多 6000 口'),
      spec('E-liquid', '烟油容量', '13 ml', '13ml'),
      spec('Nicotine', '尼古丁', '20 mg/ml salt (2%)', '20mg/ml 尼古丁盐（2%）'),
      spec('Battery', '电池', '500 mAh, USB-C', '500mAh，USB-C 充电'),
    ],
  },
  {
    line: 'cig',
    categorySlug: 'waka-disposable',
    slug: 'waka-pro-10000-watermelon-chill',
    nameEn: 'WAKA Pro 10000 Watermelon Chill',
    nameZh: 'WAKA Pro 10000 冰镇西瓜',
    summaryEn: 'A dual-mesh disposable with an e-liquid and battery display, up to 10,000 puffs.',
    summaryZh: '双网状线圈一次性设备，带烟油与电量显示，最多 10000 口。',
    descriptionEn:
      'The Pro 10000 adds a small screen that shows battery and e-liquid levels, so you always know how much is left. Dual mesh coils give a fuller draw, and the airflow switch lets you choose a tighter or more open pull.\n\nThe flavour is crisp, juicy watermelon with a chilled finish. Nicotine salt at 20 mg/ml (2%).',
    descriptionZh:
      'Pro 10000 新增一块小屏幕，实时显示电量和烟油余量，剩多少一目了然。双网状线圈带来更饱满的吸感，进气开关可在紧吸与松吸之间切换。\n\n口味是清脆多汁的西瓜，尾韵冰凉。尼古丁盐浓度 20mg/ml（2%）。',
    priceCents: 2200,
    compareAtCents: 2500,
    stock: 260,
    images: pics('cig', 'waka-pro-10000-watermelon-chill', 2),
    sizes: [],
    featured: false,
    isNew: true,
    specs: [
      spec('Puffs', '口数', 'Up to 10,000', '最多 10000 口'),
      spec('E-liquid', '烟油容量', '18 ml', '18ml'),
      spec('Nicotine', '尼古丁', '20 mg/ml salt (2%)', '20mg/ml 尼古丁盐（2%）'),
      spec('Coil', '线圈', 'Dual mesh', '双网状线圈'),
      spec('Battery', '电池', '650 mAh, USB-C', '650mAh，USB-C 充电'),
    ],
  },
  {
    line: 'cig',
    categorySlug: 'waka-pods',
    slug: 'waka-pod-starter-kit',
    nameEn: 'WAKA Pod Starter Kit',
    nameZh: 'WAKA 换弹入门套装',
    summaryEn: 'A slim rechargeable device with two pre-filled pods included.',
    summaryZh: '纤薄可充电主机，附赠两颗预注油烟弹。',
    descriptionEn:
      'The starter kit is a closed pod system: snap in a pre-filled pod and it is ready, with no buttons or settings. The aluminium body holds a 400 mAh battery that lasts a typical day and recharges over USB-C in about 35 minutes.\n\nThe kit includes the device, one Mango Ice pod and one Classic Tobacco pod. Replacement pods are sold in packs of three.',
    descriptionZh:
      '入门套装为预注油换弹系统：烟弹一插即用，无按键、无需设置。铝合金机身内置 400mAh 电池，正常使用可坚持一天，USB-C 充电约 35 分钟充满。\n\n套装内含主机一台、冰爽芒果与经典烟草口味烟弹各一颗。替换烟弹为三颗装另售。',
    priceCents: 2500,
    compareAtCents: null,
    stock: 150,
    images: pics('cig', 'waka-pod-starter-kit', 3),
    sizes: [],
    featured: false,
    isNew: false,
    specs: [
      spec('Battery', '电池', '400 mAh, USB-C', '400mAh，USB-C 充电'),
      spec('Pod capacity', '烟弹容量', '2 ml', '2ml'),
      spec('Activation', '启动方式', 'Draw-activated', '吸气触发'),
      spec('In the box', '包装清单', 'Device + 2 pods', '主机 + 2 颗烟弹'),
    ],
  },
  {
    line: 'cig',
    categorySlug: 'waka-pods',
    slug: 'waka-pods-grape-frost-3-pack',
    nameEn: 'WAKA Pods Grape Frost (3-Pack)',
    nameZh: 'WAKA 烟弹 冰霜葡萄（3 颗装）',
    summaryEn: 'Three pre-filled 2 ml pods of cold, sweet grape for the WAKA Pod device.',
    summaryZh: '三颗 2ml 预注油烟弹，冰甜葡萄口味，适配 WAKA 换弹主机。',
    descriptionEn:
      'Concord-style grape with a frosty menthol edge. Each pod holds 2 ml and lasts roughly 600 puffs; the ceramic coil is built into the pod and replaced along with it.\n\nCompatible with the WAKA Pod Starter Kit. Nicotine salt at 20 mg/ml (2%).',
    descriptionZh:
      '康科德风格的葡萄香气，带一丝冰凉薄荷。每颗烟弹容量 2ml，约可吸 600 口；陶瓷芯内置于烟弹中，随烟弹一同更换。\n\n适配 WAKA 换弹入门套装。尼古丁盐浓度 20mg/ml（2%）。',
    priceCents: 1200,
    compareAtCents: null,
    stock: 500,
    images: pics('cig', 'waka-pods-grape-frost-3-pack', 2),
    sizes: [],
    featured: false,
    isNew: false,
    specs: [
      spec('Pods', '烟弹数量', '3 × 2 ml', '3 × 2ml'),
      spec('Puffs per pod', '单颗口数', 'About 600', '约 600 口'),
      spec('Nicotine', '尼古丁', '20 mg/ml salt (2%)', '20mg/ml 尼古丁盐（2%）'),
      spec('Coil', '线圈', 'Ceramic', '陶瓷芯'),
    ],
  },
  // ───────────── Vape: IMOMENT ─────────────
  {
    line: 'cig',
    categorySlug: 'imoment-disposable',
    slug: 'imoment-mate-5000-lychee-ice',
    nameEn: 'IMOMENT Mate 5000 Lychee Ice',
    nameZh: 'IMOMENT Mate 5000 冰荔枝',
    summaryEn: 'Fragrant lychee with a light chill in a pocket-sized disposable.',
    summaryZh: '清香荔枝带微凉口感，小巧便携一次性设备。',
    descriptionEn:
      'Mate 5000 has a soft-touch, pebble-shaped body that sits comfortably in a pocket. The lychee flavour is floral and fresh rather than candy-sweet, finished with a light cooling note.\n\nA 10 ml tank and rechargeable 450 mAh battery deliver up to 5,000 puffs. Nicotine salt at 20 mg/ml (2%).',
    descriptionZh:
      'Mate 5000 采用亲肤磨砂质感的鹅卵石造型，放在口袋里很顺手。荔枝风味清香带花香，不是糖果般的甜腻，尾韵轻微清凉。\n\n10ml 烟油仓配可充电 450mAh 电池，最多可吸 5000 口。尼古丁盐浓度 20mg/ml（2%）。',
    priceCents: 1400,
    compareAtCents: null,
    stock: 360,
    images: pics('cig', 'imoment-mate-5000-lychee-ice', 2),
    sizes: [],
    featured: false,
    isNew: false,
    specs: [
      spec('Puffs', '口数', 'Up to 5,000', '最多 5000 口'),
      spec('E-liquid', '烟油容量', '10 ml', '10ml'),
      spec('Nicotine', '尼古丁', '20 mg/ml salt (2%)', '20mg/ml 尼古丁盐（2%）'),
      spec('Battery', '电池', '450 mAh, USB-C', '450mAh，USB-C 充电'),
    ],
  },
  {
    line: 'cig',
    categorySlug: 'imoment-disposable',
    slug: 'imoment-mate-5000-peach-oolong',
    nameEn: 'IMOMENT Mate 5000 Peach Oolong',
    nameZh: 'IMOMENT Mate 5000 白桃乌龙',
    summaryEn: 'White peach over roasted oolong tea: mellow, lightly sweet, up to 5,000 puffs.',
    summaryZh: '白桃果香叠加焙火乌龙茶香，醇和微甜，最多 5000 口。',
    descriptionEn:
      'One of our most popular flavours: juicy white peach layered over a gently roasted oolong, with no cooling agent. It is a mellow all-day profile for people who find fruit-ice flavours too sharp.\n\nSame 10 ml tank and 450 mAh USB-C battery as the other Mate 5000 flavours. Nicotine salt at 20 mg/ml (2%).',
    descriptionZh:
      '本店最受欢迎的口味之一：多汁白桃叠加轻焙乌龙茶香，不含凉味剂。口感醇和，适合觉得水果冰口味太冲的朋友全天使用。\n\n与 Mate 5000 其他口味相同，10ml 烟油仓、450mAh USB-C 充电电池。尼古丁盐浓度 20mg/ml（2%）。',
    priceCents: 1400,
    compareAtCents: null,
    stock: 410,
    images: pics('cig', 'imoment-mate-5000-peach-oolong', 2),
    sizes: [],
    featured: true,
    isNew: false,
    specs: [
      spec('Puffs', '口数', 'Up to 5,000', '最多 5000 口'),
      spec('E-liquid', '烟油容量', '10 ml', '10ml'),
      spec('Nicotine', '尼古丁', '20 mg/ml salt (2%)', '20mg/ml 尼古丁盐（2%）'),
      spec('Cooling', '凉度', 'None', '无凉'),
    ],
  },
  {
    line: 'cig',
    categorySlug: 'imoment-disposable',
    slug: 'imoment-max-8000-passion-fruit',
    nameEn: 'IMOMENT Max 8000 Passion Fruit',
    nameZh: 'IMOMENT Max 8000 百香果',
    summaryEn: 'Tangy passion fruit with adjustable airflow and up to 8,000 puffs.',
    summaryZh: '酸甜百香果，进气可调，最多 8000 口。',
    descriptionEn:
      'Max 8000 steps up to a 16 ml tank and a 600 mAh battery with an LED charge indicator. A rotating airflow ring at the base adjusts the draw from tight to airy.\n\nThe passion fruit is bright and tangy with a hint of guava. Nicotine salt at 20 mg/ml (2%).',
    descriptionZh:
      'Max 8000 升级为 16ml 烟油仓与带 LED 电量指示的 600mAh 电池，底部旋转进气环可将吸阻从紧到松自由调节。\n\n百香果口味明亮酸甜，隐约带一丝番石榴香。尼古丁盐浓度 20mg/ml（2%）。',
    priceCents: 1900,
    compareAtCents: 2200,
    stock: 240,
    images: pics('cig', 'imoment-max-8000-passion-fruit', 2),
    sizes: [],
    featured: false,
    isNew: true,
    specs: [
      spec('Puffs', '口数', 'Up to 8,000', '最多 8000 口'),
      spec('E-liquid', '烟油容量', '16 ml', '16ml'),
      spec('Nicotine', '尼古丁', '20 mg/ml salt (2%)', '20mg/ml 尼古丁盐（2%）'),
      spec('Airflow', '进气', 'Adjustable ring', '旋转调节'),
      spec('Battery', '电池', '600 mAh, USB-C', '600mAh，USB-C 充电'),
    ],
  },
  {
    line: 'cig',
    categorySlug: 'imoment-kits',
    slug: 'imoment-nova-pod-kit',
    nameEn: 'IMOMENT Nova Pod Kit',
    nameZh: 'IMOMENT Nova 换弹套装',
    summaryEn: 'A refillable pod kit with a 2 ml top-fill pod and 0.8 Ω mesh coil.',
    summaryZh: '可注油换弹套装，2ml 顶部注油烟弹，0.8Ω 网状芯。',
    descriptionEn:
      'Nova is a compact refillable pod system for people who want to choose their own e-liquid. The top-fill pod has a silicone plug that does not leak in a bag, and the 0.8 Ω mesh coil suits nicotine salts.\n\nThe 800 mAh battery lasts one to two days and charges over USB-C. The kit includes two pods, so you can keep two flavours on the go.',
    descriptionZh:
      'Nova 是一款小巧的可注油换弹设备，适合喜欢自选烟油的用户。顶部注油烟弹配硅胶塞，放在包里也不漏油；0.8Ω 网状芯很适合搭配尼古丁盐烟油。\n\n800mAh 电池可用一到两天，支持 USB-C 充电。套装附两颗烟弹，两种口味可以轮换着用。',
    priceCents: 2900,
    compareAtCents: null,
    stock: 120,
    images: pics('cig', 'imoment-nova-pod-kit', 3),
    sizes: [],
    featured: false,
    isNew: false,
    specs: [
      spec('Battery', '电池', '800 mAh, USB-C', '800mAh，USB-C 充电'),
      spec('Pod', '烟弹', '2 ml top-fill, refillable', '2ml 顶部注油，可重复注油'),
      spec('Coil', '线圈', '0.8 Ω mesh', '0.8Ω 网状芯'),
      spec('In the box', '包装清单', 'Device + 2 pods + USB-C cable', '主机 + 2 颗烟弹 + USB-C 线'),
    ],
  },
  {
    line: 'cig',
    categorySlug: 'imoment-kits',
    slug: 'imoment-nova-pro-kit',
    nameEn: 'IMOMENT Nova Pro Kit',
    nameZh: 'IMOMENT Nova Pro 换弹套装',
    summaryEn: 'Adjustable 5–30 W output, a colour screen and interchangeable coils.',
    summaryZh: '5–30W 功率可调，彩色屏幕，线圈可更换。',
    descriptionEn:
      'Nova Pro gives experienced users control: output adjusts from 5 W to 30 W, a 0.96-inch colour screen shows wattage, puff count and coil resistance, and the 3 ml pod takes replaceable 0.4 Ω and 0.8 Ω coils.\n\nA 1,200 mAh battery with 2 A fast charging keeps up with heavier use, and a zinc-alloy frame protects the screen against drops.',
    descriptionZh:
      'Nova Pro 把控制权交给有经验的用户：输出功率 5W 至 30W 可调，0.96 英寸彩屏显示功率、口数与线圈阻值；3ml 烟弹可更换 0.4Ω 与 0.8Ω 线圈。\n\n1200mAh 电池支持 2A 快充，重度使用也跟得上；锌合金边框保护屏幕，不怕意外跌落。',
    priceCents: 3900,
    compareAtCents: 4500,
    stock: 85,
    images: pics('cig', 'imoment-nova-pro-kit', 3),
    sizes: [],
    featured: true,
    isNew: true,
    specs: [
      spec('Output', '输出功率', '5–30 W', '5–30W'),
      spec('Battery', '电池', '1,200 mAh, 2 A fast charge', '1200mAh，2A 快充'),
      spec('Pod', '烟弹', '3 ml, replaceable coils', '3ml，可换线圈'),
      spec('Coils', '线圈', '0.4 Ω and 0.8 Ω mesh', '0.4Ω / 0.8Ω 网状芯'),
      spec('Screen', '屏幕', '0.96" colour', '0.96 英寸彩屏'),
    ],
  },
  // ───────────── Blind-box series ─────────────
  {
    line: 'box',
    categorySlug: 'series',
    slug: 'moonlit-garden-series',
    nameEn: 'Moonlit Garden Series',
    nameZh: '月光花园系列',
    summaryEn: 'Twelve sleepy garden sprites plus one glow-in-the-dark secret figure.',
    summaryZh: '12 款花园小精灵，另有 1 款夜光隐藏款。',
    descriptionEn:
      'Moonlit Garden follows a family of small sprites who tend flowers after dark: a snail-riding gardener, a moth with a lantern, a mushroom napper and nine more. Each figure is about 7 cm tall and comes with a tiny display base.\n\nOne box is one random figure. The secret figure, a moon-glazed sprite that glows in the dark, appears at a rate of 1 in 144.',
    descriptionZh:
      '月光花园讲述一群夜里照料花草的小精灵：骑蜗牛的园丁、提灯的飞蛾、在蘑菇上打盹的小家伙等共 12 款。每只公仔高约 7 厘米，附迷你展示底座。\n\n单盒随机一款。隐藏款“月釉精灵”可在黑暗中发光，抽中概率为 1/144。',
    priceCents: 1290,
    compareAtCents: null,
    stock: 640,
    images: pics('box', 'moonlit-garden-series', 3),
    sizes: [],
    featured: true,
    isNew: true,
    specs: [
      spec('Figures', '款式', '12 regular + 1 secret', '12 款常规 + 1 款隐藏'),
      spec('Height', '高度', 'About 7 cm', '约 7 厘米'),
      spec('Material', '材质', 'PVC, ABS'),
      spec('Secret odds', '隐藏款概率', '1 in 144', '1/144'),
    ],
  },
  {
    line: 'box',
    categorySlug: 'series',
    slug: 'tiny-chef-kitchen-series',
    nameEn: 'Tiny Chef Kitchen Series',
    nameZh: '小小厨师厨房系列',
    summaryEn: 'Twelve little chefs, each with a removable dish and utensil.',
    summaryZh: '12 位小厨师，每款都带可拆卸的菜品和厨具。',
    descriptionEn:
      'Each Tiny Chef holds a signature dish, from dumplings and ramen to a lopsided birthday cake, with a removable plate or utensil so you can set up little kitchen scenes.\n\nFigures are about 6.5 cm tall. One box is one random figure, with a 1 in 144 chance of the golden-apron secret chef.',
    descriptionZh:
      '每位小厨师都端着自己的拿手菜，从饺子、拉面到一块歪歪扭扭的生日蛋糕，盘子或厨具都可以拆下，摆出属于你的迷你厨房场景。\n\n公仔高约 6.5 厘米。单盒随机一款，有 1/144 的概率抽到“金围裙”隐藏款主厨。',
    priceCents: 1390,
    compareAtCents: null,
    stock: 520,
    images: pics('box', 'tiny-chef-kitchen-series', 3),
    sizes: [],
    featured: false,
    isNew: false,
    specs: [
      spec('Figures', '款式', '12 regular + 1 secret', '12 款常规 + 1 款隐藏'),
      spec('Height', '高度', 'About 6.5 cm', '约 6.5 厘米'),
      spec('Accessories', '配件', 'Removable dish or utensil', '可拆卸菜品或厨具'),
      spec('Secret odds', '隐藏款概率', '1 in 144', '1/144'),
    ],
  },
  {
    line: 'box',
    categorySlug: 'series',
    slug: 'deep-sea-dreams-series',
    nameEn: 'Deep Sea Dreams Series',
    nameZh: '深海梦境系列',
    summaryEn: 'Translucent sea creatures in resin-look PVC, with a secret anglerfish.',
    summaryZh: '仿树脂质感的半透明海洋生物，隐藏款为灯笼鱼。',
    descriptionEn:
      'Deep Sea Dreams uses layered translucent PVC so each jellyfish, octopus and sea turtle catches the light like glass. The set has ten regular designs and one secret anglerfish whose lure glows under UV light.\n\nFigures stand 6–8 cm tall. One box is one random figure; duplicates are possible when buying several single boxes.',
    descriptionZh:
      '深海梦境采用多层半透明 PVC，水母、章鱼、海龟在光线下都像玻璃般通透。本系列共 10 款常规款，外加 1 款隐藏款灯笼鱼，其头顶的“小灯笼”在紫外灯下会发光。\n\n公仔高 6–8 厘米。单盒随机一款，购买多个单盒可能出现重复。',
    priceCents: 1490,
    compareAtCents: null,
    stock: 380,
    images: pics('box', 'deep-sea-dreams-series', 3),
    sizes: [],
    featured: false,
    isNew: true,
    specs: [
      spec('Figures', '款式', '10 regular + 1 secret', '10 款常规 + 1 款隐藏'),
      spec('Height', '高度', '6–8 cm', '6–8 厘米'),
      spec('Material', '材质', 'Translucent PVC', '半透明 PVC'),
      spec('Secret odds', '隐藏款概率', '1 in 120', '1/120'),
    ],
  },
  {
    line: 'box',
    categorySlug: 'series',
    slug: 'star-patrol-series-full-set',
    nameEn: 'Star Patrol Series: Full Set of 12',
    nameZh: '星际巡逻队系列·整盒 12 只装',
    summaryEn: 'A sealed case of 12 boxes: every regular Star Patrol figure, no duplicates.',
    summaryZh: '原厂整盒 12 盒：集齐全部常规款，保证不重复。',
    descriptionEn:
      'Buying the sealed display case guarantees all twelve regular Star Patrol pilots, from the rookie in an oversized helmet to the captain with a detachable jetpack, with no duplicates. The chrome secret figure is only found in single boxes, so it is not part of the set.\n\nThe outer case doubles as a shelf display with a printed starfield backdrop. Figures are about 7.5 cm tall.',
    descriptionZh:
      '购买原厂整盒即可集齐星际巡逻队全部 12 款常规驾驶员，从戴着超大头盔的新兵到背着可拆卸喷气背包的队长，保证不重复。电镀隐藏款仅在单盒中随机出现，不含在整盒内。\n\n外盒印有星空背景，可直接当作展示架使用。公仔高约 7.5 厘米。',
    priceCents: 8900,
    compareAtCents: 9600,
    stock: 45,
    images: pics('box', 'star-patrol-series-full-set', 3),
    sizes: [],
    featured: true,
    isNew: false,
    specs: [
      spec('Boxes', '盒数', '12 (no duplicates)', '12 盒（不重复）'),
      spec('Height', '高度', 'About 7.5 cm', '约 7.5 厘米'),
      spec('Material', '材质', 'PVC, ABS'),
      spec('Secret figure', '隐藏款', 'Not included (single boxes only)', '不含（仅单盒随机出现）'),
    ],
  },
]

/**
 * Rates, and how each currency's converted prices are rounded (contract/money.ts), as shops there
 * price: euros, pounds, Australian and Canadian dollars end in .99; yuan and Hong Kong dollars in
 * whole units; yen in hundreds.
 */
export const exchangeRates: { currency: string; perUsd: string; roundTo: number; ending: number }[] = [
  { currency: 'USD', perUsd: '1', roundTo: 0, ending: 0 },
  { currency: 'CNY', perUsd: '7.12', roundTo: 100, ending: 0 },
  { currency: 'EUR', perUsd: '0.92', roundTo: 100, ending: 1 },
  { currency: 'GBP', perUsd: '0.79', roundTo: 100, ending: 1 },
  { currency: 'HKD', perUsd: '7.80', roundTo: 100, ending: 0 },
  { currency: 'AUD', perUsd: '1.52', roundTo: 100, ending: 1 },
  { currency: 'CAD', perUsd: '1.37', roundTo: 100, ending: 1 },
  { currency: 'JPY', perUsd: '151.50', roundTo: 100, ending: 0 },
]
