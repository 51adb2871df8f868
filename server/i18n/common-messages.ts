import type { Message } from './index.ts'

// Messages every module may answer with. A module keeps its own in its `messages.ts`.
export const common = {
  success: { en: 'success', 'zh-cn': '成功' },
  invalidField: { en: 'Please check {field}.', 'zh-cn': '请检查{field}。' },
  invalidInput: { en: 'The request is not valid.', 'zh-cn': '请求无效。' },
  notFound: { en: 'Not found', 'zh-cn': '未找到' },
  unknownShop: { en: 'This shop does not exist.', 'zh-cn': '该商店不存在。' },
  loginExpired: { en: 'Login expired', 'zh-cn': '登录已过期' },
  pleaseLogin: { en: 'Please login first!', 'zh-cn': '请先登录！' },
  tooManyRequests: { en: 'Too many attempts. Please wait a moment and try again.', 'zh-cn': '尝试次数过多，请稍后再试。' },
  // Spec messages several areas answer with, written once.
  productNotFound: { en: 'This product does not exist or is no longer sold.', 'zh-cn': '该商品不存在或已下架。' },
  notEnoughStock: { en: 'Only {stock} of {name} left in stock.', 'zh-cn': '{name} 仅剩 {stock} 件库存。' },
  editSuccessful: { en: 'Edit successful', 'zh-cn': '编辑成功' },
  emailInvalid: { en: 'Incorrect email.', 'zh-cn': '邮箱格式不正确。' },
  firstNameRequired: { en: 'Please input First name!', 'zh-cn': '请输入名字！' },
  postalCodeRequired: { en: 'Please input Postal/Zip code!', 'zh-cn': '请输入邮政编码！' },
  serverError: { en: 'Something went wrong on our side. Please try again.', 'zh-cn': '服务器出了点问题，请重试。' },
} satisfies Record<string, Message>
