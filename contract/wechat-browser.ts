// Apart from the payment rules (payment-rules.ts): every page's WeChat sharing asks it, so it sits
// in the code every page loads, and the rest of the payment rules would come with it (issue 46).

/**
 * WeChat's own in-app browser on a phone (its User-Agent says MicroMessenger), where WeChat Pay
 * runs in the page (JSAPI) and other wallets' pages are blocked. The desktop WeChat clients
 * (WindowsWechat, MacWechat) say MicroMessenger too but have no in-page payment: they get the QR code.
 */
export const inWechatBrowser = (userAgent: string | undefined) =>
  Boolean(userAgent && /MicroMessenger/i.test(userAgent) && !/WindowsWechat|MacWechat/i.test(userAgent))
