// The payment endpoints as app.ts mounts them.

export { paymentRoutes } from './routes.ts'
