import { api, shopUrl } from './shop.ts'

export type ProductIds = Record<'sco' | 'boot' | 'energy' | 'battery' | 'vape' | 'box', number>

interface Goods {
  id: number
}

/** One product id per line, from the catalogue of the shop at `base`, for the product pages. */
export async function productIds(base = shopUrl): Promise<ProductIds> {
  const first = async (path: string) => (await api<{ list: Goods[] }>(path, { base })).data.list[0].id
  return {
    sco: await first('/api/v1/sco/getscogoodslists?page_size=1'),
    boot: await first('/api/v1/boot/getscogoodslists?page_size=1'),
    energy: await first('/api/v1/ene/getscogoodslists?page_size=1&category=energy-storage'),
    battery: await first('/api/v1/ene/getscogoodslists?page_size=1&category=battery-storage'),
    vape: await first('/api/v1/cigarette/getgoodslists?page_size=1'),
    box: await first('/api/v1/box/user/blindbox/productDetail'),
  }
}

/** Every page of the spec's URL table, the back office's sections last (routes.spec.ts checks none is missing). */
export const routes = (ids: ProductIds) => [
  '/',
  '/404',
  '/profile',
  '/study',
  '/sazi-vape',
  '/activity',
  '/activity/rules',
  '/search?q=scooter',
  '/checkout?line=sco',
  '/checkout/thanks',
  '/wechat/authorised',
  '/account',
  '/account/information',
  '/account/login',
  '/account/forget',
  '/account/register',
  '/account/address',
  '/account/orders',
  '/VAPE/E-cigarette1',
  '/VAPE/WAKA',
  '/VAPE/pages/about-us-waka',
  `/VAPE/pages/product?productId=${ids.vape}`,
  '/VAPE/E-cigarette2',
  '/VAPE/IMOMENT',
  '/VAPE/pages/about-us-imoment',
  '/VAPE/pages/partnership-opportunity',
  '/VAPE/pages/privacy-policy',
  '/VAPE/pages/terms-of-use',
  '/electric-scooter',
  '/ELST/goods',
  '/ELST/blind-boxes',
  `/ELST/product?productId=${ids.sco}`,
  '/ELST/cart',
  '/smart-power',
  '/ES/product-category/energy-storage',
  '/ES/product-category/battery-storage',
  `/ES/energy-storage/product?productId=${ids.energy}`,
  `/ES/battery-storage/product?productId=${ids.battery}`,
  '/ES/partnership-opportunity',
  '/ES/energy-storage/cart',
  '/ski-board',
  `/ski-board/product?productId=${ids.boot}`,
  '/ski-board/cart',
  '/blindBoxes',
  `/blindBoxes/details?id=${ids.box}`,
  '/blindBoxes/recharge',
  '/blindBoxes/account',
  '/blindBoxes/order',
  '/blindBoxes/rules',
  '/blindBoxes/thanks',
  '/blindBoxes/register',
  // The back office, as anyone who opens it sees it first (its sign-in), every section's address.
  '/admin',
  '/admin/dashboard',
  '/admin/products',
  '/admin/products/new',
  '/admin/products/import',
  '/admin/products/1',
  '/admin/categories',
  '/admin/lines',
  '/admin/orders',
  '/admin/orders/S000000000000',
  '/admin/customers',
  '/admin/coupons',
  '/admin/rates',
  '/admin/shipping',
  '/admin/sale-rules',
  '/admin/enquiries',
  '/admin/blind-boxes',
  '/admin/mails',
  '/admin/set-password',
  '/admin/reset-password',
]
