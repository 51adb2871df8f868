import { expect, test } from '@playwright/test'
import { api, mailedCode, phone, shopUrl, type Envelope } from './support/shop.ts'

// Guest checkout (issue 48) on a 390 px phone, in both languages: a guest buys a scooter with the
// sandbox card without an account (each step kept across a reload), opens the order from the
// confirmation mail's link, and creates an account from the thank-you page.

const words = {
  en: {
    addToCart: 'Add to cart',
    cartWithOne: 'Cart, 1 items',
    checkOut: 'Check out',
    guestHeading: 'Check out as a guest',
    contact: 'Email or mobile phone number',
    continueAsGuest: 'Continue as guest',
    firstName: 'First name',
    lastName: 'Last name',
    country: 'Country/Region',
    address: 'Address',
    city: 'City',
    postalCode: 'Postal/Zip code',
    toShipping: 'Continue to shipping',
    toPayment: 'Continue to payment',
    standard: 'Standard International',
    cardNumber: 'Card number',
    cardFirst: 'Cardholder first name',
    cardLast: 'Cardholder last name',
    expiry: 'Expiration date (MM / YY)',
    cvc: 'Security code',
    note: 'Additional information',
    review: 'Review order',
    payNow: 'Pay now',
    thanks: 'Thank you! Your order is confirmed.',
    saveDetails: 'Save your details for next time',
    createAccount: 'Create account',
    password: 'Password',
    phone: 'Phone',
    username: 'Username',
    sendCode: 'Send code',
    code: 'Verification code',
    accountReady: 'Your account is ready: this order is in your order history.',
    order: (orderNo: string) => `Order #${orderNo}`,
    refused: /^Login expired: this order link is no longer valid/,
    findOrder: 'Find your order',
  },
  'zh-cn': {
    addToCart: '加入购物车',
    cartWithOne: '购物车，1 件商品',
    checkOut: '去结算',
    guestHeading: '以访客身份结账',
    contact: '电子邮箱或手机号码',
    continueAsGuest: '以访客身份继续',
    firstName: '名字',
    lastName: '姓氏',
    country: '国家/地区',
    address: '详细地址',
    city: '城市',
    postalCode: '邮政编码',
    toShipping: '继续选择配送',
    toPayment: '继续付款',
    standard: '标准国际运输',
    cardNumber: '卡号',
    cardFirst: '持卡人名字',
    cardLast: '持卡人姓氏',
    expiry: '有效期（月 / 年）',
    cvc: '安全码',
    note: '附加信息',
    review: '核对订单',
    payNow: '立即支付',
    thanks: '谢谢！您的订单已确认。',
    saveDetails: '保存您的信息，下次更方便',
    createAccount: '创建账户',
    password: '密码',
    phone: '手机号',
    username: '用户名',
    sendCode: '发送验证码',
    code: '验证码',
    accountReady: '您的账户已创建：此订单已在您的订单记录中。',
    order: (orderNo: string) => `订单 #${orderNo}`,
    refused: /^登录已过期：此订单链接已失效/,
    findOrder: '查找您的订单',
  },
}

test.use(phone)

interface Goods {
  id: number
  goods_name: string
  stock: number
}

/** The link of the confirmation mailed to `to`, read from the development outbox as a shopper reads mail. */
async function mailedOrderLink(to: string): Promise<string> {
  let link = ''
  await expect
    .poll(
      async () => {
        const outbox = (await (await fetch(`${shopUrl()}/dev/outbox.json`)).json()) as Envelope<{
          list: { to_address: string; text: string }[]
        }>
        link =
          outbox.data.list
            .filter((mail) => mail.to_address === to)
            .map((mail) => /https?:\/\/\S+\/checkout\/order\?\S+/.exec(mail.text)?.[0])
            .find(Boolean) ?? ''
        return link
      },
      { message: `the order link mailed to ${to}` },
    )
    .toMatch(/^https?:\/\//)
  return link
}

for (const locale of ['en', 'zh-cn'] as const) {
  const w = words[locale]
  test(`a guest buys a scooter with the sandbox card, opens the order from the mail and creates an account, in ${locale}`, async ({
    page,
  }) => {
    const email = `guest.${locale}.${Date.now()}@example.com`
    const list = await api<{ list: Goods[] }>('/api/v1/sco/getscogoodslists?page_size=50')
    const scooter = list.data.list.find((item) => item.stock >= 5)!
    await page.goto('/')
    await page.evaluate((value) => localStorage.setItem('LOCALE__', JSON.stringify(value)), locale)

    await page.goto(`/ELST/product?productId=${scooter.id}`)
    await page.getByRole('button', { name: w.addToCart }).click()
    // As a shopper does, the cart is opened once its badge counts the scooter.
    await expect(page.getByRole('link', { name: w.cartWithOne })).toBeVisible()
    await page.goto('/ELST/cart')
    await page.getByRole('button', { name: w.checkOut, exact: true }).click()

    // No login asked: a contact first.
    await expect(page.getByRole('heading', { name: w.guestHeading })).toBeVisible()
    await page.getByLabel(w.contact).fill(email)
    await page.getByRole('button', { name: w.continueAsGuest }).click()

    // Information: the contact given, then a new address; a reload keeps what was typed.
    await expect(page.getByLabel(w.contact)).toHaveValue(email)
    await page.getByLabel(w.firstName).fill('Mei')
    await page.getByLabel(w.lastName).fill('Lin')
    await page.getByLabel(w.country).selectOption('GB')
    await page.getByLabel(w.address, { exact: true }).fill('1 Park Row')
    await page.getByLabel(w.city).fill('Leeds')
    await page.getByLabel(w.postalCode).fill('LS1 5AB')
    await page.reload()
    await expect(page.getByLabel(w.contact)).toHaveValue(email)
    await expect(page.getByLabel(w.city)).toHaveValue('Leeds')
    await expect(page.getByLabel(w.postalCode)).toHaveValue('LS1 5AB')
    await page.getByRole('button', { name: w.toShipping }).click()

    // Shipping: kept across a reload.
    await expect(page).toHaveURL(/step=shipping/)
    await page.reload()
    await expect(page).toHaveURL(/step=shipping/)
    await expect(page.getByRole('radio', { name: new RegExp(w.standard) })).toBeChecked()
    await page.getByRole('button', { name: w.toPayment }).click()

    // Payment: the note typed is kept across a reload; the card is typed after (never stored).
    await expect(page).toHaveURL(/step=payment/)
    await page.getByLabel(w.note).fill('Leave at the door')
    await page.reload()
    await expect(page.getByLabel(w.note)).toHaveValue('Leave at the door')
    await page.getByLabel(w.cardNumber).fill('4242 4242 4242 4242')
    await page.getByLabel(w.cardFirst).fill('Mei')
    await page.getByLabel(w.cardLast).fill('Lin')
    await page.getByLabel(w.expiry).fill('12 / 39')
    await page.getByLabel(w.cvc).fill('123')
    await page.getByRole('button', { name: w.review }).click()
    await expect(page).toHaveURL(/step=confirm/)
    await page.getByRole('button', { name: w.payNow }).click()

    await expect(page).toHaveURL(/\/checkout\/thanks\?order_no=/)
    const orderNo = new URL(page.url()).searchParams.get('order_no')!
    await expect(page.getByRole('heading', { name: w.thanks })).toBeVisible()

    // The confirmation's link opens the order (another tab of the same phone).
    const link = await mailedOrderLink(email)
    expect(new URL(link).searchParams.get('order_no')).toBe(orderNo)
    const mailTab = await page.context().newPage()
    await mailTab.goto(link)
    await expect(mailTab.getByRole('heading', { name: w.order(orderNo) })).toBeVisible()
    // The same link altered is refused, with the way to look the order up.
    await mailTab.goto(link.replace(/access=\d+\./, (part) => part.replace(/\d(?=\.)/, (digit) => String((Number(digit) + 1) % 10))))
    await expect(mailTab.getByText(w.refused)).toBeVisible()
    await expect(mailTab.getByRole('heading', { name: w.findOrder })).toBeVisible()
    await mailTab.close()

    // One tap on the thank-you page, the mailed code, a password: the guest is an account.
    await page.reload()
    await expect(page.getByRole('heading', { name: w.saveDetails })).toBeVisible()
    const signUp = page.locator('.guest-sign-up')
    await signUp.getByRole('button', { name: w.createAccount }).click()
    // The name typed at checkout is there already; a phone is asked as the account needs one.
    await expect(signUp.getByLabel(w.username)).toHaveValue('Mei Lin')
    await signUp.getByLabel(w.phone).fill('+44 7700 900123')
    await signUp.getByLabel(w.password).fill('correct horse battery')
    await signUp.getByRole('button', { name: w.sendCode }).click()
    await signUp.getByLabel(w.code).fill(await mailedCode(email))
    await signUp.getByRole('button', { name: w.createAccount }).click()
    await expect(page.getByText(w.accountReady)).toBeVisible()
    const login = await api<{ token: string }>('/api/v1/sco/user/login', { body: { email, password: 'correct horse battery' } })
    expect(login.code).toBe(200)
    const orders = await api<{ list: { order_no: string }[] }>('/api/v1/sco/user/orderlists', { token: login.data.token })
    expect(orders.data.list.map((order) => order.order_no)).toContain(orderNo)
  })
}
