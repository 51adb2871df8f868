import type { NonReturnableRule } from '#contract/returns.ts'

/**
 * The return policies the shop starts with (issue 51), one per product line and vape brand;
 * operators edit them in the back office. Windows count days from delivery, warranties months.
 * Australia and Singapore refuse nicotine e-liquids coming back as a personal import, so a vape
 * bought there cannot be re-imported for a return.
 */
export interface SeedReturnPolicy {
  key: string
  line: 'sco' | 'boot' | 'ene' | 'box' | 'cig'
  nameEn: string
  nameZh: string
  windowDays: number
  warrantyMonths: number
  exchange: boolean
  nonReturnable: NonReturnableRule[]
  noReimport: string[]
  termsEn: string
  termsZh: string
}

export const seedReturnPolicies: SeedReturnPolicy[] = [
  {
    key: 'sco',
    line: 'sco',
    nameEn: 'Electric scooters',
    nameZh: '电动滑板车',
    windowDays: 30,
    warrantyMonths: 24,
    exchange: false,
    nonReturnable: [],
    noReimport: [],
    termsEn:
      'Return an unused scooter within 30 days of delivery in its original box for a refund. Frame, motor and controller are under warranty for 24 months from delivery; the battery pack for 12 months is included in that period. Quote the serial number under the deck for a warranty claim.',
    termsZh:
      '签收后 30 天内，未使用且原包装完好的滑板车可申请退款。车架、电机和控制器自签收起保修 24 个月。申请保修时请提供踏板下方的序列号。',
  },
  {
    key: 'boot',
    line: 'boot',
    nameEn: 'Bootski ski boots',
    nameZh: 'Bootski 滑雪鞋',
    windowDays: 30,
    warrantyMonths: 24,
    exchange: true,
    nonReturnable: [],
    noReimport: [],
    termsEn:
      'Boots that do not fit can be exchanged for another size or returned for a refund within 30 days of delivery, if they were only tried on indoors (no marks on the soles). Shells and buckles are under warranty for 24 months.',
    termsZh: '签收后 30 天内，仅在室内试穿（鞋底无痕迹）的滑雪鞋可更换尺码或退款。鞋壳和卡扣保修 24 个月。',
  },
  {
    key: 'ene',
    line: 'ene',
    nameEn: 'Home energy storage',
    nameZh: '家庭储能系统',
    windowDays: 14,
    warrantyMonths: 60,
    exchange: false,
    nonReturnable: [],
    noReimport: [],
    termsEn:
      'An energy storage unit that was never installed can be returned within 14 days of delivery. Batteries are under warranty for 60 months from delivery (at least 70 % of their rated capacity); give the serial number on the unit’s label.',
    termsZh: '未安装的储能设备可在签收后 14 天内退货。电池自签收起保修 60 个月（容量不低于额定的 70%），申请时请提供机身标签上的序列号。',
  },
  ...(['waka', 'imoment'] as const).map((brand): SeedReturnPolicy => ({
    key: `cig-${brand}`,
    line: 'cig',
    nameEn: `${brand.toUpperCase()} vapes`,
    nameZh: `${brand.toUpperCase()} 电子烟`,
    windowDays: 14,
    warrantyMonths: 0,
    exchange: false,
    nonReturnable: ['opened_e_liquid', 'used_pod', 'destination_forbids_reimport'],
    noReimport: ['AU', 'SG', 'TH'],
    termsEn: `Unopened ${brand.toUpperCase()} devices in their sealed packaging can be returned within 14 days of delivery. Opened e-liquids and used pods cannot come back, and nothing can be returned from countries that forbid re-importing nicotine products (Australia, Singapore, Thailand). A device that arrives defective is replaced.`,
    termsZh: `签收后 14 天内，未拆封的 ${brand.toUpperCase()} 设备可退货。已开封的烟油和已使用的烟弹不可退回；禁止再进口尼古丁产品的国家（澳大利亚、新加坡、泰国）无法退货。到货即有故障的设备予以更换。`,
  })),
  {
    key: 'box',
    line: 'box',
    nameEn: 'Blind boxes',
    nameZh: '盲盒',
    windowDays: 14,
    warrantyMonths: 0,
    exchange: false,
    nonReturnable: ['drawn_blind_box_prize'],
    noReimport: [],
    termsEn:
      'A prize drawn under the published rules cannot be returned for a refund: the draw is final. A prize that arrives damaged in transit can be claimed within 14 days of delivery, with photos.',
    termsZh: '按公示规则抽出的奖品不可退款，抽取结果为最终结果。运输中损坏的奖品可在签收后 14 天内凭照片申请处理。',
  },
]
