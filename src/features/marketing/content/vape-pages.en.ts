import type { VapePagesContent } from './vape-pages-types.ts'

export const vapePages: VapePagesContent = {
  aboutWaka: {
    title: 'About WAKA',
    description: 'WAKA makes bold-flavoured disposable vapes and refillable pods for adult smokers who want an alternative.',
    lead: 'WAKA was created for adult smokers looking for a satisfying alternative: bold flavours, reliable devices and honest labelling.',
    imageAlt: 'WAKA disposable and pod devices in bright colours',
    sections: [
      {
        heading: 'Our story',
        paragraphs: [
          'WAKA began with a simple idea: a device should just work, from the first puff to the last. Our engineers test every batch for leaks, battery safety and consistent flavour before it leaves the factory.',
        ],
      },
      {
        heading: 'What we make',
        paragraphs: ['Disposable devices with long-lasting batteries, and refillable pod kits for those who prefer less waste.'],
        list: [
          'Disposables in more than twenty flavours',
          'Refillable pod kits with replaceable coils',
          'Child-resistant packaging on every product',
        ],
      },
      {
        heading: 'Responsibility',
        paragraphs: [
          'WAKA products contain nicotine, an addictive chemical. They are for adults 21 and over who already smoke or vape, and are not sold to anyone younger. We check the age of every buyer and ship only where the law allows.',
        ],
      },
    ],
  },
  aboutImoment: {
    title: 'About IMOMENT',
    description: 'IMOMENT designs smooth, understated vapes for everyday moments, for adults 21 and over.',
    lead: 'IMOMENT designs understated devices with a smooth draw, for the quiet moments of an adult’s day.',
    imageAlt: 'IMOMENT pod device in soft pastel colours',
    sections: [
      {
        heading: 'Our story',
        paragraphs: [
          'IMOMENT started in a small design studio that wanted a vape to feel as considered as a good pen or a good phone: light in the hand, quiet, and simple to use.',
        ],
      },
      {
        heading: 'Design principles',
        paragraphs: ['Every IMOMENT device is tuned for a smooth, even draw and a clean aftertaste.'],
        list: ['Mesh coils for consistent flavour', 'Soft-touch finishes in muted colours', 'Clear battery and pod indicators'],
      },
      {
        heading: 'Responsibility',
        paragraphs: [
          'IMOMENT products contain nicotine, an addictive chemical. They are for adults 21 and over only. We verify ages at purchase and support the laws that keep vapes away from young people.',
        ],
      },
    ],
  },
  privacy: {
    title: 'Privacy policy',
    description: 'How the shop collects, uses, keeps and deletes your personal data.',
    updated: 'Applies to the Cross-Border shop, including the WAKA and IMOMENT vape pages.',
    lead: 'This policy explains what personal data we collect when you use our shops, why we collect it, who we share it with and the choices you have. Please read it together with our terms of use.',
    sections: [
      {
        heading: 'This site is not for anyone under 21',
        paragraphs: [
          'Our vape pages and products are for adults aged 21 and over only. We do not knowingly collect personal data from anyone under 21. If we learn that we have collected data from someone under 21, we delete it and close the account. If you believe a minor has given us personal data, please contact us.',
        ],
      },
      {
        heading: 'What we collect',
        paragraphs: ['We collect only what we need to run your account, deliver your orders and answer your questions:'],
        list: [
          'Account details: username, e-mail address, phone number, WeChat ID and a scrambled (hashed) form of your password.',
          'Order details: products, amounts, currency, shipping and billing addresses, and the order notes you write.',
          'Payment details: the payment method and the last four digits of a card. Full card numbers and security codes go straight to our payment provider and never reach our servers.',
          'Enquiries: what you tell us in a partnership form or a message to customer service.',
          'Technical data: your IP address, browser type and language, used to keep the site secure and to show it in your language.',
        ],
      },
      {
        heading: 'Why we use it',
        paragraphs: ['We use your data to:'],
        list: [
          'create and secure your account and keep you logged in;',
          'process, ship and support your orders, including returns and warranty claims;',
          'verify that buyers of vape products are 21 or older;',
          'answer enquiries and partnership requests;',
          'send service e-mails such as verification codes and order confirmations;',
          'prevent fraud and abuse, and meet our legal obligations.',
        ],
      },
      {
        heading: 'Marketing',
        paragraphs: [
          'We send news and offers only if you opt in, for example at checkout. Every marketing e-mail has a link to stop them, and you can opt out at any time without affecting your orders.',
        ],
      },
      {
        heading: 'Who we share it with',
        paragraphs: [
          'We share data only with the companies that help us serve you — payment providers, carriers and customs brokers, and our e-mail and hosting providers — and only what each of them needs. We do not sell personal data. We disclose data to authorities only when the law requires it.',
        ],
      },
      {
        heading: 'Cookies and local storage',
        paragraphs: [
          'The shop stores your login token, language, cart and the age confirmation in your browser so the site works, including offline. We do not use advertising cookies. Clearing your browser’s site data removes them; you will then need to log in again.',
        ],
      },
      {
        heading: 'International transfers',
        paragraphs: [
          'We serve customers in Europe, North America, Southeast Asia and Australia, so your data may be processed outside your country. When it is, we use contractual and technical safeguards that protect it to the standard your local law requires.',
        ],
      },
      {
        heading: 'How long we keep it',
        paragraphs: [
          'We keep account data while your account is open. We keep order records for as long as tax and consumer law require (usually seven years), and enquiries for two years. Then we delete or anonymise them.',
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: [
          'You can ask to see, correct or export the personal data we hold about you, and object to or restrict some uses of it. Most details can be changed yourself on your account page.',
        ],
      },
      {
        heading: 'Deleting your personal data means deleting your account',
        paragraphs: [
          'Your personal data is tied to your account. To have it deleted, ask us to delete your account: this removes your profile, addresses, coupons and login sessions, and anonymises your order history, except for the records we must keep by law. Deleting an account cannot be undone, and unused coupons are lost.',
        ],
      },
      {
        heading: 'Security',
        paragraphs: [
          'Passwords are stored only as salted hashes, connections are encrypted, and staff see personal data only when their work requires it. No system is perfectly secure; if a breach affects you, we will tell you and the authorities as the law requires.',
        ],
      },
      {
        heading: 'Changes and contact',
        paragraphs: [
          'We will post any change to this policy on this page and, for important changes, tell you by e-mail. For privacy questions or requests, write to service@cross-border.shop or call customer service on +86 400-820-2007.',
        ],
      },
    ],
  },
  terms: {
    title: 'Terms of use',
    description: 'The terms that apply when you use the shop and buy from it.',
    updated: 'These terms apply to every purchase from the Cross-Border shop, including the WAKA and IMOMENT vape pages.',
    lead: 'By using this site or placing an order you agree to these terms. If you do not agree, please do not use the site.',
    sections: [
      {
        heading: 'Age requirement',
        paragraphs: [
          'You must be at least 21 years old to view the vape pages or buy vape products, and at least 18 to open an account. We may ask for proof of age and cancel any order where age cannot be confirmed.',
        ],
      },
      {
        heading: 'Your account',
        paragraphs: [
          'Keep your password to yourself and tell us at once if you think someone else has used your account. You are responsible for orders placed with your account until you tell us.',
        ],
      },
      {
        heading: 'Products and prices',
        paragraphs: [
          'We describe products and show their pictures as accurately as we can; small differences in colour may occur on screen. Prices are set in US dollars and shown in other currencies at the exchange rate of the day. The price charged is the one confirmed at checkout.',
        ],
      },
      {
        heading: 'Orders and payment',
        paragraphs: [
          'An order is a request to buy. The contract is formed when we confirm the order by e-mail. We may refuse or cancel an order, for example if an item is out of stock, the price was clearly wrong or the buyer is under age; any payment is then refunded in full.',
        ],
      },
      {
        id: 'shipping',
        heading: 'Shipping, customs and delivery',
        paragraphs: [
          'We ship by Standard International shipping. Delivery times are estimates. Import duties and taxes charged by the destination country are the buyer’s responsibility unless the checkout says otherwise. Vape products are shipped only to places where their sale is legal.',
        ],
      },
      {
        id: 'returns',
        heading: 'Returns and warranty',
        paragraphs: [
          'You may return unused goods in their original packaging within 14 days of delivery. For hygiene and safety reasons, opened vape pods, disposables and e-liquids cannot be returned unless faulty. Faulty goods are repaired, replaced or refunded under the warranty stated on the product page.',
        ],
      },
      {
        heading: 'Acceptable use',
        paragraphs: [
          'Do not misuse the site: no attempts to break its security, no automated scraping that burdens it, no false orders and no resale of vape products to people under 21.',
        ],
      },
      {
        heading: 'Liability',
        paragraphs: [
          'Nothing in these terms limits rights you have under consumer law. Otherwise, our liability for an order is limited to the amount paid for it, and we are not liable for losses we could not reasonably foresee.',
        ],
      },
      {
        heading: 'Changes and law',
        paragraphs: [
          'We may update these terms; the version on this page when you place an order applies to that order. Questions: service@cross-border.shop or +86 400-820-2007.',
        ],
      },
    ],
  },
  partnership: {
    title: 'Partnership opportunity',
    description: 'Become a WAKA or IMOMENT distributor or agent.',
    lead: 'We are looking for distributors and agents for WAKA and IMOMENT in markets where vape products are legally sold. Tell us about your business and we will get back to you.',
  },
}
