// Checkout's contact and payment rules without zod: the checkout page checks with them as they
// are, and contract/orders.ts builds its schemas from them.

export const paymentMethods = ['alipay', 'wechat', 'card', 'cod'] as const
export type PaymentMethod = (typeof paymentMethods)[number]

/**
 * Name, @, then dot-separated labels ending in one of 2+ characters. No label may hold a dot, so
 * there is one way to split any input: matching is linear (the earlier `[^\s@]+\.` backtracked
 * quadratically on `a@` + dots, freezing the server for seconds).
 */
export const emailPattern = /^[^\s@]+@(?:[^\s@.]+\.)+[^\s@.]{2,}$/
/** A mobile number: optional +, 7 to 15 digits, spaces, dashes and brackets allowed between. */
export const phonePattern = /^\+?\d[\d\s\-()]{5,22}\d$/
export const isMobilePhone = (value: string) =>
  phonePattern.test(value) && value.replace(/\D/g, '').length >= 7 && value.replace(/\D/g, '').length <= 15
