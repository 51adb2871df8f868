/** The customer-service line and WeChat account (printed on wechat-qr.png; spec §1 {phone}). */
export const customerService = {
  phone: '+86 400-820-2007',
  wechatId: 'CrossBorderCS',
} as const
