// The delivery module as the rest of the server uses it (app.ts, orders' pricing, back office).

export { deliveryRoutes } from './routes.ts'
export { countryName, createDeliveryBookCache, refusalOf, type DeliveryBookCache } from './service.ts'
export { findDefaultCountry, parcelOf } from './queries.ts'
export { bandProblem, priceShipment, type DeliveryBook } from './rates.ts'
