// Coupons as the rest of the server uses them (mounted by the account routes).

export { couponRoutes } from './routes.ts'
