import type { Translated } from '../../i18n/index.ts'

// The returns' messages in both languages (issue 51). Written as text in each language here:
// the server catalogue (src/locales/*/server.po) belongs to the client's side of the work.

const say = (en: string, zh: string): Translated => ({ en, 'zh-cn': zh })

export const messages = {
  returnsOpened: say('Your request has been sent. We will e-mail you at each step.', '您的申请已提交，每一步我们都会发邮件通知您。'),
  orderNotFound: say('Order not found.', '未找到该订单。'),
  returnNotFound: say('Return not found.', '未找到该退货申请。'),
  orderNotPaid: say('Only a paid order can be returned.', '只有已付款的订单才能退货。'),
  orderNotDelivered: say(
    'This order has not been delivered yet: you can return it once it has arrived.',
    '此订单尚未送达，送达后才能申请退货。',
  ),
  lineNotInOrder: say('Line {line} is not part of this order.', '第 {line} 项不属于此订单。'),
  lineTwice: say('Each line may be named once per request.', '每个商品项在一次申请中只能出现一次。'),
  outsideWindow: say(
    '{name} can no longer be returned: returns are accepted within {days} days of delivery (until {until}).',
    '{name} 已无法退货：签收后 {days} 天内（截至 {until}）可申请退货。',
  ),
  noReturns: say('{name} cannot be returned for a refund or exchange.', '{name} 不支持退款或换货。'),
  outsideWarranty: say(
    '{name} is not under warranty any more (warranty: {months} months from delivery).',
    '{name} 已过保修期（保修期：签收后 {months} 个月）。',
  ),
  noWarranty: say('{name} has no warranty to claim under.', '{name} 不提供保修。'),
  nonReturnable: say('{name} cannot come back: {rule}.', '{name} 无法退回：{rule}。'),
  noReimport: say(
    '{name} cannot be sent back from {country}: the country forbids re-importing it.',
    '{name} 无法从 {country} 寄回：该国家禁止再进口此类商品。',
  ),
  alreadyReturned: say('{name} has already been returned.', '{name} 已经申请过退货。'),
  moreThanBought: say(
    'You can return at most {left} of {name} (bought {bought}, already returned {returned}).',
    '{name} 最多可退 {left} 件（购买 {bought} 件，已退 {returned} 件）。',
  ),
  exchangeNotOffered: say('{name} cannot be exchanged for another size.', '{name} 不支持更换尺码。'),
  replacementSizeMissing: say('Choose the size you want instead of {name}.', '请选择 {name} 想要更换的尺码。'),
  replacementSizeUnknown: say('{name} does not come in size {size}.', '{name} 没有 {size} 尺码。'),
  replacementSizeSame: say('Choose a size other than the one you have.', '请选择与现有尺码不同的尺码。'),
  serialNumberMissing: say('Give the serial number printed on the product for a warranty claim.', '申请保修请填写产品上的序列号。'),
  photoNotFound: say('A photo was not found: upload it again.', '找不到某张照片，请重新上传。'),
  // The form's field problems (contract/returns.ts).
  kind: say('Choose a return for a refund, an exchange or a warranty claim.', '请选择退款、换货或保修申请。'),
  reason: say(
    'Choose a reason from the list: does not fit, damaged in transit, not as described, changed my mind or defective.',
    '请从列表中选择原因：不合适、运输中损坏、与描述不符、改变主意或有缺陷。',
  ),
  quantity: say('The quantity is a whole number of at least 1.', '数量必须是不小于 1 的整数。'),
  lines: say('Choose at least one line to return.', '请至少选择一个要退回的商品。'),
  noteTooLong: say('The note can be at most 2000 characters.', '备注最多 2000 个字符。'),
  photos: say('Add at most 5 photos.', '最多添加 5 张照片。'),
  photo: say('A photo was not found: upload it again.', '找不到某张照片，请重新上传。'),
  serialNumber: say(
    'The serial number is 3 to 60 letters, digits, spaces, dots, slashes or dashes.',
    '序列号为 3 到 60 个字母、数字、空格、点、斜杠或短横线。',
  ),
  replacementSize: say('Choose the size you want instead.', '请选择想要更换的尺码。'),
  orderNo: say('Enter a valid order number.', '请输入有效的订单号。'),
  invalid: say('Please check {field}.', '请检查 {field}。'),
  // The operator's.
  policyNotFound: say('There is no return policy with this key.', '没有此退货政策。'),
  policyChanged: say('Someone else changed this policy meanwhile: reload it.', '此政策已被他人修改，请重新加载。'),
  notPdf: say('The return label must be a PDF file of at most 5 MB.', '退货标签必须是不超过 5 MB 的 PDF 文件。'),
  replacementOutOfStock: say('There is not enough stock of {name} to hold the replacement size.', '{name} 库存不足，无法预留更换的尺码。'),
  inspectEveryLine: say('Say for every returned line whether it can be sold again.', '请为每个退回的商品说明是否可再次销售。'),
  refundRefused: say('The payment provider refused the refund: {answer}', '支付机构拒绝了退款：{answer}'),
  // Back-office form problems.
  policyName: say('Give the policy a name in both languages (up to 100 characters).', '请用两种语言填写政策名称（最多 100 个字符）。'),
  windowDays: say('The return window is a whole number of days from 0 to 365.', '退货期限为 0 到 365 之间的整天数。'),
  warrantyMonths: say('The warranty is a whole number of months from 0 to 120.', '保修期为 0 到 120 之间的整月数。'),
  policyCountry: say('Countries are two capital letters (ISO 3166-1, e.g. AU).', '国家使用两个大写字母（ISO 3166-1，例如 AU）。'),
  policyTerms: say('Write the terms in both languages (up to 4000 characters).', '请用两种语言填写条款（最多 4000 个字符）。'),
  returnAddress: say('Give the address the parcel goes back to.', '请填写退货寄回地址。'),
  parcelReference: say('Give the reference to write on the parcel.', '请填写需写在包裹上的参考号。'),
  rejectReason: say('Say why the return is rejected.', '请说明拒绝退货的原因。'),
  withoutReturnReason: say('Say why the goods need not come back.', '请说明无需退回商品的原因。'),
} as const

export type ReturnMessage = keyof typeof messages

/** The message with its `{name}` placeholders filled, in both languages. */
export function fill(key: ReturnMessage, params: Record<string, string | number | Translated> = {}): Translated {
  const put = (locale: 'en' | 'zh-cn') =>
    messages[key][locale].replace(/\{(\w+)\}/g, (whole, name: string) => {
      const value = params[name]
      if (value === undefined) return whole
      return typeof value === 'object' ? value[locale] : String(value)
    })
  return { en: put('en'), 'zh-cn': put('zh-cn') }
}

/** The non-returnable rules as the shopper reads them. */
export const ruleNames = {
  opened_e_liquid: say('opened e-liquids cannot be returned', '已开封的烟油不可退货'),
  used_pod: say('used pods cannot be returned', '已使用的烟弹不可退货'),
  drawn_blind_box_prize: say('a prize drawn under the published rules is final', '按公示规则抽出的奖品为最终结果'),
  destination_forbids_reimport: say('the destination forbids re-importing it', '目的地禁止再进口'),
} as const
