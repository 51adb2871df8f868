// The cart as app.ts mounts it.

export { cartRoutes } from './routes.ts'
