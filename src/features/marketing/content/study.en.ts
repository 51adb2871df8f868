import type { StudyContent } from './types.ts'

export const study: StudyContent = {
  title: 'Visa, study abroad, immigration and travel services',
  description:
    'Visas for more than 160 countries, study-abroad consulting in Beijing and Shanghai, immigration advice and travel services, since 2007.',
  hero: {
    eyebrow: 'Since 2007',
    title: 'Your trusted partner for going abroad',
    lead: 'Visas, study abroad, immigration and travel arranged by one team, from the first question to the day you land.',
    claims: [
      { value: '2007', label: 'founded' },
      { value: '160+', label: 'countries we obtain visas for' },
      { value: '800+', label: 'visa categories handled' },
      { value: '100,000s', label: 'customers served' },
    ],
  },
  contact: {
    nav: 'Contact',
    title: 'Talk to our customer service',
    lead: 'Call us or add our WeChat. A consultant answers in English or Chinese and tells you what your case needs.',
    abroad:
      'Enquiries about problems abroad are accepted too: a lost passport, a refused entry, an expiring visa or an emergency far from home.',
    phoneLabel: 'Customer-service phone',
    wechatLabel: 'Customer-service WeChat ID',
    qrAlt: 'WeChat QR code of the customer-service account CrossBorderCS',
    hours: 'Monday to Saturday, 9:00 to 21:00 (Beijing time)',
    imageAlt: 'Contact card with the customer-service phone number and WeChat ID',
  },
  sections: [
    {
      id: 'visa',
      nav: 'Visa centre',
      eyebrow: 'Visa centre',
      title: 'Visas made simple',
      intro:
        'Since 2007 we have prepared visa applications for more than 160 countries and over 800 visa categories. We check every document before it is filed, book the appointment and coach you for the interview.',
      highlights: [
        'Document checklist tailored to your case',
        'Form filling and appointment booking',
        'Interview coaching for US visas',
        'Tracking until your passport is back',
      ],
      image: 'marketing/study-visa.webp',
      imageAlt: 'A passport with entry stamps for the UK, the USA, Canada and Singapore',
      tables: [
        {
          id: 'visa',
          caption: 'Visa services by destination',
          columns: ['Destination', 'Visa types', 'What we do for you', 'Usual preparation time'],
          rows: [
            {
              id: 'china',
              cells: [
                'China',
                'Tourist (L), business (M), family visit (Q/S), work (Z), study (X)',
                'Invitation-letter check, online form, appointment at the visa centre',
                '4–7 working days',
              ],
            },
            {
              id: 'usa-b1b2',
              cells: [
                'USA — B1/B2',
                'Business and tourist visitor',
                'DS-160 form, fee payment, interview booking and mock interview',
                '2–4 weeks plus the embassy wait',
              ],
            },
            {
              id: 'usa-f',
              cells: [
                'USA — F',
                'Academic student (F-1) and dependants (F-2)',
                'I-20 check, SEVIS fee, DS-160, proof of funds, interview coaching',
                '3–6 weeks',
              ],
            },
            {
              id: 'usa-j',
              cells: [
                'USA — J',
                'Exchange visitor: scholars, interns, au pairs',
                'DS-2019 check, sponsor liaison, DS-160 and interview coaching',
                '3–6 weeks',
              ],
            },
            {
              id: 'usa-h',
              cells: [
                'USA — H',
                'Specialty occupation (H-1B) and temporary workers (H-2)',
                'Petition document check with the employer’s attorney, DS-160, interview coaching',
                'After USCIS approval, 2–4 weeks',
              ],
            },
            {
              id: 'usa-o',
              cells: [
                'USA — O',
                'Extraordinary ability in science, arts, education, business or sport',
                'Evidence portfolio review, DS-160 and consular interview preparation',
                'After USCIS approval, 2–4 weeks',
              ],
            },
            {
              id: 'usa-l',
              cells: [
                'USA — L',
                'Intra-company transferee: managers (L-1A) and specialists (L-1B)',
                'Company documents, blanket L review, DS-160 and interview coaching',
                'After approval, 2–4 weeks',
              ],
            },
            {
              id: 'uk',
              cells: [
                'United Kingdom',
                'Standard Visitor, Student, Skilled Worker, family',
                'Online application, document translation, biometrics appointment',
                '3–4 weeks (priority services available)',
              ],
            },
            {
              id: 'canada',
              cells: [
                'Canada',
                'Visitor visa, eTA, study permit, work permit',
                'IRCC online account, biometrics booking, letter of explanation',
                '4–8 weeks',
              ],
            },
            {
              id: 'other',
              cells: [
                'Other countries',
                'Schengen, Japan, Australia, New Zealand, Singapore and 150+ more',
                'Country-specific checklist, forms, appointments and insurance',
                'From 3 working days',
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'study',
      nav: 'Study consultation',
      eyebrow: 'Study abroad',
      title: 'From choosing a school to your first day on campus',
      intro:
        'Our education consultants in Beijing and Shanghai help students and parents plan a study route, choose schools, write strong applications and prepare for life abroad. Students coming to China get the same care.',
      highlights: [
        'Free first consultation in Beijing or Shanghai',
        'School shortlist matched to grades and budget',
        'Personal statement and interview coaching',
        'Visa, housing and arrival support',
      ],
      image: 'marketing/study-study.webp',
      imageAlt: 'A university campus with a graduation cap and an open book',
      tables: [
        {
          id: 'study-consulting',
          caption: 'Education consulting offices',
          columns: ['Office', 'Services', 'Opening hours'],
          rows: [
            {
              id: 'beijing',
              cells: [
                'Beijing education consulting',
                'Study planning, school selection, language-test planning, parent workshops',
                'Mon–Sat 9:00–18:00',
              ],
            },
            {
              id: 'shanghai',
              cells: [
                'Shanghai education consulting',
                'Study planning, applications, scholarship advice, pre-departure briefings',
                'Mon–Sat 9:00–18:00',
              ],
            },
          ],
        },
        {
          id: 'study-services',
          caption: 'Study services by country',
          columns: ['Country', 'Levels', 'What we do for you'],
          rows: [
            {
              id: 'usa',
              cells: [
                'USA',
                'High school, undergraduate, master’s and PhD',
                'School list, Common App and graduate applications, essays, F-1 visa',
              ],
            },
            {
              id: 'canada',
              cells: [
                'Canada',
                'College diplomas, undergraduate and master’s',
                'Program choice, applications, study permit, co-op planning',
              ],
            },
            {
              id: 'uk',
              cells: [
                'United Kingdom',
                'A-level, foundation, undergraduate and master’s',
                'UCAS application, personal statement, CAS and Student visa',
              ],
            },
            {
              id: 'china',
              cells: [
                'China',
                'Chinese-language programmes, undergraduate and master’s',
                'University admission in China, scholarship applications, X1/X2 student visa',
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'immigration',
      nav: 'Immigration consultation',
      eyebrow: 'Immigration',
      title: 'Residence and citizenship routes, explained honestly',
      intro:
        'We compare residence and citizenship programmes side by side — investment, skills, family and business routes — and tell you which ones fit your family, your budget and your timeline. Programme rules change often; we confirm the current requirements before you commit.',
      highlights: [
        'One consultation, every programme compared',
        'Document preparation and certified translation',
        'Work with licensed local lawyers',
        'Support after landing',
      ],
      image: 'marketing/study-immigration.webp',
      imageAlt: 'A family walking towards a new home with a national flag and a globe behind them',
      tables: [
        {
          id: 'immigration',
          caption: 'Immigration programmes by country',
          columns: ['Country', 'Main routes', 'Good to know'],
          rows: [
            {
              id: 'usa',
              cells: [
                'USA',
                'EB-5 investor green card, EB-1A extraordinary ability, family sponsorship',
                'Investment and evidence thresholds are set by US law and change; we check them at consultation',
              ],
            },
            {
              id: 'canada',
              cells: [
                'Canada',
                'Express Entry, Provincial Nominee Programs, Start-up Visa',
                'Points-based; language tests and education assessment needed',
              ],
            },
            {
              id: 'turkey',
              cells: [
                'Turkey',
                'Citizenship by investment in real estate or deposits',
                'Whole family in one application; property must be held for three years',
              ],
            },
            {
              id: 'greece',
              cells: [
                'Greece',
                'Golden Visa residence through real estate',
                'Residence permit for the family; minimum investment depends on the region',
              ],
            },
            {
              id: 'portugal',
              cells: [
                'Portugal',
                'Golden Visa through investment funds, D7 passive-income visa',
                'Short minimum stay; path to citizenship after five years',
              ],
            },
            {
              id: 'spain',
              cells: [
                'Spain',
                'Non-lucrative residence, digital-nomad visa, entrepreneur visa',
                'The real-estate Golden Visa closed in 2025; we advise on the routes still open',
              ],
            },
            {
              id: 'malta',
              cells: ['Malta', 'Malta Permanent Residence Programme', 'EU residence with Schengen travel; strict due diligence'],
            },
            {
              id: 'vanuatu',
              cells: ['Vanuatu', 'Citizenship by contribution', 'Fast processing; we explain visa-free access honestly as it changes'],
            },
            {
              id: 'mexico',
              cells: [
                'Mexico',
                'Temporary and permanent residence by financial solvency',
                'Consular interview in your home country, then residence card in Mexico',
              ],
            },
            {
              id: 'new-zealand',
              cells: [
                'New Zealand',
                'Active Investor Plus, skilled migrant category',
                'Investment or points route; English requirements apply',
              ],
            },
            {
              id: 'others',
              cells: [
                'Other countries',
                'Caribbean citizenship programmes, UAE and Singapore residence, and more',
                'Compared for you in one consultation',
              ],
            },
          ],
        },
        {
          id: 'us-legal',
          caption: 'US legal consulting',
          columns: ['Service', 'What it covers'],
          rows: [
            {
              id: 'us-legal-status',
              cells: [
                'Status and visa problems',
                'Change or extension of status, visa refusals, requests for evidence, working with licensed US attorneys',
              ],
            },
            {
              id: 'us-legal-green-card',
              cells: ['Green card and citizenship', 'Adjustment of status, removal of conditions, naturalisation interview preparation'],
            },
            {
              id: 'us-legal-business',
              cells: ['Business and family matters', 'Company set-up for investors, contracts, family-sponsorship paperwork'],
            },
          ],
        },
      ],
    },
    {
      id: 'travel',
      nav: 'Travel service',
      eyebrow: 'Travel service',
      title: 'Flights, pickups and rides, arranged for you',
      intro:
        'Book flights, a driver who waits for you at a UK airport, a rental car, a chartered coach for a group or a shared ride between cities in the UK and the USA — all with Chinese- and English-speaking support.',
      highlights: [
        'Student and family fares',
        'Meet-and-greet at arrivals',
        'Child seats and luggage space on request',
        'Support by phone and WeChat during the trip',
      ],
      image: 'marketing/study-travel.webp',
      imageAlt: 'An aeroplane over a city with a car waiting at the airport',
      tables: [
        {
          id: 'travel',
          caption: 'Travel services',
          columns: ['Service', 'Where', 'Details'],
          rows: [
            {
              id: 'flights',
              cells: [
                'Flight tickets',
                'Worldwide',
                'International and domestic flights, student fares with extra luggage, date changes handled for you',
              ],
            },
            {
              id: 'uk-pickup',
              cells: [
                'UK airport pickup',
                'Heathrow, Gatwick, Manchester, Birmingham, Edinburgh',
                'Driver waits at arrivals with a name sign; free waiting time for delayed flights',
              ],
            },
            {
              id: 'car-rental',
              cells: ['Car rental', 'UK and USA', 'Cars with or without a driver, insurance explained, pickup at the airport or in town'],
            },
            {
              id: 'charter',
              cells: ['Charter', 'UK and USA', 'Minibuses and coaches with a driver for school groups, delegations and events'],
            },
            {
              id: 'carpool',
              cells: ['Carpool', 'UK and USA', 'Shared rides between airports, campuses and cities at a fixed price per seat'],
            },
          ],
        },
      ],
    },
  ],
}
