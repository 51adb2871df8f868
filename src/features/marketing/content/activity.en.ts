import type { ActivityContent } from './activity-types.ts'

export const activity: ActivityContent = {
  title: 'Spring Ride Festival',
  bannerAlt: 'Spring Ride Festival: an e-scooter under cherry blossom',
  lead: 'E-scooters for the season — ride further for less. Create a free account and two welcome coupons are yours at once, ready to use on your first ride.',
  offers: [
    { amount: '$10 off', condition: 'on orders over $50', note: 'Perfect for helmets, locks and spare parts.' },
    { amount: '$30 off', condition: 'on orders over $500', note: 'Take it off a new commuter or performance scooter.' },
  ],
  steps: [
    'Create an account or log in.',
    'Find both coupons under Account › Coupons.',
    'Choose one at checkout; the discount is taken off before you pay.',
  ],
  rulesLink: 'Read the full rules',
  shopLink: 'Shop e-scooters',
  accountLink: 'Create an account',
  rules: {
    title: 'Spring Ride Festival rules',
    updated: 'These rules apply to every order placed with a festival coupon.',
    sections: [
      {
        heading: 'Who can take part',
        paragraphs: [
          'Anyone with a Cross-Border account. Each account receives the two welcome coupons once, when it is created. Accounts created only to collect extra coupons may be closed.',
        ],
      },
      {
        heading: 'How the coupons work',
        paragraphs: [
          'The coupons are fixed amounts in US dollars. When you shop in another currency, the amount and the minimum spend are converted at the exchange rate shown at checkout.',
        ],
        list: [
          'One coupon per order; coupons cannot be combined.',
          'The minimum spend is counted on the goods in the order, before shipping.',
          'A coupon is used up when the order is placed, even if the order is later cancelled or refunded.',
          'Coupons have no cash value and cannot be exchanged, transferred or sold.',
        ],
      },
      {
        heading: 'Validity',
        paragraphs: ['Each coupon can be used until the expiry date shown in your coupon list. Expired coupons are not reissued.'],
      },
      {
        heading: 'Returns and refunds',
        paragraphs: [
          'If you return goods bought with a coupon, we refund what you actually paid. When a partial return brings the order below the coupon’s minimum spend, the coupon amount is deducted from the refund.',
        ],
      },
      {
        heading: 'Fair use',
        paragraphs: [
          'We may cancel orders that use coupons fraudulently or in bulk for resale. If anything in these rules is unclear, our customer service on +86 400-820-2007 is glad to help; the shop’s terms of use apply to everything else.',
        ],
      },
    ],
  },
}
