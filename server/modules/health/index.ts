// Health checks as app.ts mounts them.

export { healthRoutes } from './routes.ts'
