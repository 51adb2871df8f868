// The metrics endpoint as app.ts mounts it.

export { metricsRoutes } from './routes.ts'
