import type { ProfileContent } from './profile-types.ts'

export const profile: ProfileContent = {
  title: 'Company profile',
  lead: 'Cross-Border began in 2007 as a visa and study-abroad desk and has grown into a cross-border trade, logistics and online shopping company serving customers on four continents.',
  mobileAlt:
    'Company profile: founded in 2007; one-stop service from sourcing to delivery; business mainly in Europe and North America, then Southeast Asia and Australia; customer service +86 400-820-2007, WeChat CrossBorderCS.',
  sections: [
    {
      id: 'history',
      title: 'Our history',
      image: 'marketing/profile-history.webp',
      imageAlt: 'Timeline from 2007 to today: visa and study services, travel, trade and the online shop',
      paragraphs: [
        'We opened in 2007 as a small visa and study-abroad office, helping students and families prepare their applications. Word of mouth did the rest: within a few years we were handling visas for more than 160 countries.',
        'Travellers kept asking us for flights, airport pickups and cars, so travel services followed. Our customers abroad then asked for the products they missed from home, and the products they found abroad — which turned us into a trading and logistics company.',
      ],
      list: [
        '2007 — founded as a visa and study-abroad service',
        '2010 — travel services: flights, airport pickup, car rental',
        '2014 — cross-border trade and logistics',
        '2019 — our own online shops: e-scooters, ski boots, energy storage and more',
        'Today — hundreds of thousands of customers served',
      ],
    },
    {
      id: 'service',
      title: 'How we work',
      image: 'marketing/profile-service.webp',
      imageAlt: 'The service chain: sourcing, inspection, shipping, customs and delivery',
      paragraphs: [
        'One team looks after an order from the factory to the customer’s door. We choose and audit suppliers, inspect goods before they ship, consolidate parcels, clear customs and hand over to trusted local carriers.',
        'Every product line has its own shop and after-sales team, and every customer can reach a person by phone or WeChat in Chinese or English.',
      ],
      list: [
        'Supplier selection and factory audits',
        'Quality inspection before shipping',
        'Consolidated shipping and customs clearance',
        'Local delivery, returns and warranty service',
      ],
    },
    {
      id: 'regions',
      title: 'Where we do business',
      image: 'marketing/profile-regions.webp',
      imageAlt: 'World map with Europe and North America highlighted, then Southeast Asia and Australia',
      paragraphs: [
        'Our business is mainly in Europe and North America, where most of our shoppers and partners live. Southeast Asia and Australia are our next markets and are growing fastest.',
      ],
      list: ['Main markets: Europe and North America', 'Growing markets: Southeast Asia and Australia', 'Offices in Beijing and Shanghai'],
    },
    {
      id: 'contact',
      title: 'Contact us',
      image: 'marketing/profile-contact.webp',
      imageAlt: 'Contact card with phone, WeChat and e-mail',
      paragraphs: [
        'Customer service answers Monday to Saturday, 9:00 to 21:00 Beijing time. Partners and agents can send an enquiry through the partnership form and hear back within 5 working days.',
      ],
      list: ['Phone: +86 400-820-2007', 'WeChat: CrossBorderCS', 'E-mail: service@cross-border.shop'],
    },
  ],
}
