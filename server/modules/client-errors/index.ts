// The reports shoppers' pages send (app.ts registers them).

export { clientErrorRoutes } from './routes.ts'
