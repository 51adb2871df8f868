import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { adminEndpoints } from '#contract/endpoints.ts'
import { servesEveryEndpoint } from '../../http/contract-routes.ts'
import { mediaBase, type Config } from '../../env.ts'
import { guardBackOffice } from './guard.ts'
import { operatorRoutes } from './operators/routes.ts'
import { auditRoutes } from './audit/routes.ts'
import { catalogueAdminRoutes } from './catalogue/routes.ts'
import { categoryAdminRoutes } from './categories/routes.ts'
import { createImageStore } from './catalogue/image-store.ts'
import { orderAdminRoutes } from './orders/routes.ts'
import { customerAdminRoutes } from './customers/routes.ts'
import { couponAdminRoutes } from './coupons/routes.ts'
import { rateAdminRoutes } from './rates/routes.ts'
import { enquiryAdminRoutes } from './enquiries/routes.ts'
import { boxAdminRoutes } from './blindbox/routes.ts'
import { dashboardAdminRoutes } from './dashboard/routes.ts'
import { mailAdminRoutes } from './mails/routes.ts'
import { shippingAdminRoutes } from './shipping/routes.ts'
import { saleRuleAdminRoutes } from './sale-rules/routes.ts'
import { returnAdminRoutes } from './returns/routes.ts'
import { returnFilesOf } from '../returns/index.ts'

// Customers, coupons, exchange rates, enquiries, blind-box odds, the dashboard, failed mail,
// shipping and sale rules.
const dataAreas = [
  customerAdminRoutes,
  couponAdminRoutes,
  rateAdminRoutes,
  enquiryAdminRoutes,
  boxAdminRoutes,
  dashboardAdminRoutes,
  mailAdminRoutes,
  shippingAdminRoutes,
  saleRuleAdminRoutes,
] as const

/** The back office's API under /api/admin: every route checks the operator's role first. */
export const adminRoutes: FastifyPluginAsyncZod<{ config: Config; mediaDir: string }> = async (app, { config, mediaDir }) => {
  guardBackOffice(app)
  await app.register(operatorRoutes, { publicUrl: config.PUBLIC_URL })
  await app.register(auditRoutes)
  const images = createImageStore(config, mediaDir)
  await app.register(catalogueAdminRoutes, { images, mediaBase: mediaBase(config) })
  await app.register(categoryAdminRoutes)
  await app.register(orderAdminRoutes, { publicUrl: config.PUBLIC_URL })
  for (const area of dataAreas) await app.register(area)
  await app.register(returnAdminRoutes, { publicUrl: config.PUBLIC_URL, mediaBase: mediaBase(config), files: returnFilesOf(images) })
}

// Every back-office entry of the contract has its handler: a compile error otherwise, naming the entry.
servesEveryEndpoint(
  adminEndpoints,
  operatorRoutes,
  auditRoutes,
  catalogueAdminRoutes,
  categoryAdminRoutes,
  orderAdminRoutes,
  returnAdminRoutes,
  ...dataAreas,
)
