// The catalogue as app.ts mounts it.

export { catalogueRoutes, vapeCatalogueRoutes } from './routes.ts'
