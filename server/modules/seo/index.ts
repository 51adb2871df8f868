// Robots and sitemap as app.ts mounts them.

export { seoRoutes } from './routes.ts'
