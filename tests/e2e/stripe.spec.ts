import { expect, test } from '@playwright/test'
import { startShop, type RunningShop } from './support/server.ts'
import { prepareShopper, reachPaymentStep, type GatewayShopper } from './support/gateway-shopper.ts'
import { startStripeDouble } from '../../server/modules/payments/test/stripe-double.ts'

// Card through Stripe in the browser: Stripe's API stands in as a local double and the webhook is
// signed as Stripe signs it. Stripe.js itself (js.stripe.com) cannot load offline: the order page
// says so, and the order still turns paid when the webhook lands.

type StripeDouble = Awaited<ReturnType<typeof startStripeDouble>>
let stripe: StripeDouble
let shop: RunningShop

const shopper: GatewayShopper = {
  email: 'card.shopper@example.com',
  password: 'correct horse battery',
  name: 'Ada Card',
  phone: '+1 415 555 0100',
  address: {
    first_name: 'Ada',
    last_name: 'Card',
    country: 'US',
    state: 'CA',
    city: 'San Francisco',
    address: '1 Market Street',
    postal_code: '94105',
  },
}

test.beforeAll(async () => {
  stripe = await startStripeDouble(() => new Date())
  // A shop of its own: the config's shop has no Stripe settings.
  shop = await startShop({ ...stripe.settings, COD: 'off' })
  await prepareShopper(shop.url, shopper)
})

test.afterAll(async () => {
  await shop?.stop()
  await stripe?.close()
})

test.describe('paying by card with Stripe', () => {
  test('takes no card on our form, makes a PaymentIntent on Pay now, and turns the order paid when the signed webhook lands', async ({
    page,
    request,
  }) => {
    await page.route('https://*.stripe.com/**', (route) => route.abort())
    await reachPaymentStep(page, shop.url, shopper)
    await page.getByRole('radio', { name: 'Credit card' }).check()
    await expect(page.getByText("you enter your card in Stripe's secure form")).toBeVisible()
    await expect(page.getByLabel('Card number')).toHaveCount(0)
    await page.getByRole('button', { name: 'Review order', exact: true }).click()
    await page.getByRole('button', { name: 'Pay now', exact: true }).click()
    await page.waitForURL(/\/checkout\/thanks\?order_no=\d+$/)
    const orderNo = new URL(page.url()).searchParams.get('order_no') ?? ''
    // Stripe.js is blocked here (offline): the page says so instead of showing nothing.
    await expect(page.getByText('The secure card form could not be loaded.')).toBeVisible()

    const intent = [...stripe.intents.values()].find((entry) => entry.metadata.order_no === orderNo)
    expect(intent).toBeDefined()
    const sent = stripe.webhook('payment_intent.succeeded', stripe.settle(intent?.id ?? '', 'succeeded'))
    const delivered = await request.post(`${shop.url}/api/v1/payments/stripe/webhook`, { data: sent.body, headers: sent.headers })
    expect(delivered.status()).toBe(200)

    await expect(page.getByRole('heading', { name: 'Thank you! Your order is confirmed.' })).toBeVisible()
    await expect(page.locator('.order-status', { hasText: 'Paid' })).toBeVisible()
  })
})
