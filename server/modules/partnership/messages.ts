import type { PartnershipField, PartnershipProblem } from '#contract/partnership.ts'
import type { Message } from '../../i18n/index.ts'
import { common } from '../../i18n/common-messages.ts'

export const messages = {
  received: {
    en: 'Thank you! We have received your enquiry and will answer within {days} working days.',
    'zh-cn': '感谢您的咨询！我们已收到您的信息，将在 {days} 个工作日内回复。',
  },
  invalid: { en: 'Please check the highlighted fields.', 'zh-cn': '请检查标出的栏目。' },
  noPartnership: { en: 'This shop does not take partnership enquiries.', 'zh-cn': '该商店不接受合作咨询。' },
  tooMany: {
    en: 'We have already received several enquiries from your network. Please try again in an hour.',
    'zh-cn': '我们已收到来自您网络的多条咨询，请一小时后再试。',
  },
} satisfies Record<string, Message>

/** Field names as the form labels them. */
export const fieldLabels: Record<PartnershipField, Message> = {
  name: { en: 'name', 'zh-cn': '姓名' },
  age: { en: 'age', 'zh-cn': '年龄' },
  occupation: { en: 'occupation', 'zh-cn': '职业' },
  industry: { en: 'industry', 'zh-cn': '所属行业' },
  company_website: { en: 'company website', 'zh-cn': '公司网站' },
  city: { en: 'city', 'zh-cn': '城市' },
  state: { en: 'state or province', 'zh-cn': '州/省' },
  country: { en: 'country', 'zh-cn': '国家' },
  phone: { en: 'mobile phone', 'zh-cn': '手机号码' },
  email: { en: 'contact email', 'zh-cn': '联系邮箱' },
  wechat: { en: 'other contact', 'zh-cn': '其他联系方式' },
  privacy_request: { en: 'privacy consent', 'zh-cn': '隐私同意' },
}

/** One sentence per problem; `{field}` is the field's label in the same language. */
export const problemMessages: Record<PartnershipProblem, Message> = {
  required: { en: 'Please input your {field}!', 'zh-cn': '请输入{field}！' },
  tooLong: { en: 'Your {field} is too long.', 'zh-cn': '{field}太长了。' },
  age: { en: 'Please enter your age in whole years.', 'zh-cn': '请以整数周岁填写年龄。' },
  ageMin: { en: 'Partners must be 21 or older.', 'zh-cn': '合作伙伴须年满 21 周岁。' },
  email: common.emailInvalid,
  website: { en: 'Please enter a website address such as https://example.com.', 'zh-cn': '请填写网站地址，例如 https://example.com。' },
  phone: { en: 'Please enter a phone number with digits only, e.g. +1 415 555 0100.', 'zh-cn': '请填写仅含数字的电话号码，例如 +86 138 0000 0000。' },
  consent: { en: 'Please agree to the privacy policy to send your enquiry.', 'zh-cn': '请同意隐私政策后再提交咨询。' },
}

export interface Acknowledgement {
  subject: string
  text: string
}

const sourceNames: Record<'vape' | 'energy', Message> = {
  vape: { en: 'WAKA and IMOMENT vape brands', 'zh-cn': 'WAKA 与 IMOMENT 电子烟品牌' },
  energy: { en: 'energy storage', 'zh-cn': '储能产品' },
}

/** The acknowledgement e-mail, in the sender's language. */
export function acknowledgement(locale: 'en' | 'zh-cn', details: { name: string; source: 'vape' | 'energy'; id: number; days: number; kits: number }): Acknowledgement {
  const line = sourceNames[details.source][locale]
  if (locale === 'zh-cn') {
    return {
      subject: `我们已收到您的合作咨询（编号 ${details.id}）`,
      text: [
        `${details.name}，您好：`,
        '',
        `感谢您有意成为我们${line}的合作伙伴或代理商。您的咨询编号为 ${details.id}。`,
        `我们的合作团队将在 ${details.days} 个工作日内通过您留下的联系方式回复您。`,
        `提示：合作伙伴首批订货量需超过 ${details.kits} 套，且须年满 21 周岁。`,
        '',
        '跨境商城 合作团队',
      ].join('\n'),
    }
  }
  return {
    subject: `We received your partnership enquiry (no. ${details.id})`,
    text: [
      `Dear ${details.name},`,
      '',
      `Thank you for your interest in becoming a partner or agent for our ${line}. Your enquiry number is ${details.id}.`,
      `Our partnership team will reply within ${details.days} working days, using the contact details you gave us.`,
      `Please note: a partner's first order is more than ${details.kits} kits, and partners must be 21 or older.`,
      '',
      'The Cross-Border Shop partnership team',
    ].join('\n'),
  }
}
