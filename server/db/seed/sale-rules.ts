/*
 * What may be sold where, and to whom: the first rows of `sale_rules` (migration 0035). Legal
 * facts are data the operator edits in the database; these rows are where they start, each with
 * the public source it comes from. Checked against the sources below in December 2026:
 *
 * - Campaign for Tobacco-Free Kids, "Tobacco Control Laws: e-cigarettes" (country-by-country
 *   table of sale bans and age limits): https://www.tobaccocontrollaws.org/legislation/e-cigarettes
 * - WHO, "Tobacco: E-cigarettes" (Q&A, 34 countries ban their sale), 2024:
 *   https://www.who.int/news-room/questions-and-answers/item/tobacco-e-cigarettes
 * - and the statute or regulator named on each row.
 *
 * Lines: 'cig' (vape), 'box' (blind boxes), the other shop lines have no rule (sold everywhere,
 * no age). '*' is every country without its own row.
 */

export interface SaleRuleSeed {
  line: 'sco' | 'boot' | 'ene' | 'cig' | 'box'
  country: string
  allowed: boolean
  reasonEn: string
  reasonZh: string
  minAge: number
  source: string
}

const banEn = 'The sale of e-cigarettes is banned there.'
const banZh = '当地法律禁止销售电子烟。'

const vapeBan = (country: string, source: string): SaleRuleSeed => ({
  line: 'cig',
  country,
  allowed: false,
  reasonEn: banEn,
  reasonZh: banZh,
  minAge: 0,
  source,
})

const vapeAge = (country: string, minAge: number, source: string): SaleRuleSeed => ({
  line: 'cig',
  country,
  allowed: true,
  reasonEn: '',
  reasonZh: '',
  minAge,
  source,
})

export const saleRules: SaleRuleSeed[] = [
  // Where no country says otherwise: 18, the age of sale of nicotine products in most of the
  // world (WHO FCTC art. 16) and the shop's own floor (spec §2).
  vapeAge('*', 18, 'WHO FCTC art. 16; tobaccocontrollaws.org e-cigarettes table'),
  vapeAge(
    'US',
    21,
    'Federal Food, Drug, and Cosmetic Act §906(d)(5) as amended Dec 2019 ("Tobacco 21"): https://www.fda.gov/tobacco-products/retail-sales-tobacco-products/tobacco-21',
  ),
  vapeAge(
    'GB',
    18,
    'Nicotine Inhaling Products (Age of Sale and Proxy Purchasing) Regulations 2015: https://www.legislation.gov.uk/uksi/2015/895',
  ),
  vapeAge(
    'CA',
    19,
    'Tobacco and Vaping Products Act s.8 (18 federally); 19 in most provinces, 21 in PEI: https://www.canada.ca/en/health-canada/services/smoking-tobacco/vaping/laws.html',
  ),
  vapeAge('KR', 19, 'Youth Protection Act art. 2 (under 19 are youth) and art. 28: https://www.law.go.kr'),
  vapeAge(
    'ID',
    21,
    'Government Regulation PP 28/2024 art. 434 (no sale under 21): https://peraturan.bpk.go.id/Details/294077/pp-no-28-tahun-2024',
  ),
  vapeAge('PH', 18, 'Republic Act 11900 (Vaporized Nicotine and Non-Nicotine Products Regulation Act, 2022) s.6'),
  vapeBan(
    'SG',
    'Tobacco (Control of Advertisements and Sale) Act 1993 s.16 (imitation tobacco products): https://www.hsa.gov.sg/tobacco-regulation',
  ),
  vapeBan('TH', 'Ministry of Commerce notification on goods banned from import (2014) and Customs Act B.E. 2560: tobaccocontrollaws.org'),
  vapeBan('IN', 'Prohibition of Electronic Cigarettes Act 2019: https://www.indiacode.nic.in/handle/123456789/13125'),
  vapeBan('HK', 'Smoking (Public Health) (Amendment) Ordinance 2021, in force 30 April 2022: https://www.tco.gov.hk'),
  vapeBan('MO', 'Law 5/2022 amending Law 5/2011 (electronic cigarettes banned from 5 July 2022)'),
  vapeBan('TW', 'Tobacco Hazards Prevention Act as amended 2023, art. 15 (e-cigarettes banned): https://law.moj.gov.tw'),
  vapeBan('BR', 'ANVISA RDC 855/2024 (renews the ban of RDC 46/2009): https://www.gov.br/anvisa'),
  vapeBan('AR', 'ANMAT Disposición 3226/2011'),
  vapeBan('MX', 'Decree of 31 May 2022 banning the sale of e-cigarettes; constitution art. 4 as amended January 2025'),
  vapeBan('VN', 'National Assembly Resolution 173/2024/QH15 (e-cigarettes banned from 2025)'),
  vapeBan('KH', 'Ministry of Commerce / NAADA ban on e-cigarettes (2014)'),
  vapeBan('QA', 'Law 10/2016 on tobacco control, art. 7 (e-cigarette import banned)'),
  vapeBan(
    'AU',
    'Therapeutic Goods (Vaping Goods) amendments in force 1 July 2024: vapes only from pharmacies: https://www.tga.gov.au/products/unapproved-therapeutic-goods/vaping-hub',
  ),
  vapeBan('JP', 'Pharmaceuticals and Medical Devices Act: nicotine liquids are unapproved medicines: https://www.mhlw.go.jp'),
  // Blind boxes: 18 everywhere, as the blind-box shop has asked since it opened (spec §7).
  {
    line: 'box',
    country: '*',
    allowed: true,
    reasonEn: '',
    reasonZh: '',
    minAge: 18,
    source: 'Shop rule since the blind-box shop opened (spec §7); China SAMR blind-box guidelines 2022 (no sale under 8 without consent)',
  },
]
