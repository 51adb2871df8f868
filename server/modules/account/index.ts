// The account module as the rest of the server uses it. Import from here, not from the files inside.

export { accountRoutes } from './routes.ts'
export { register } from './service.ts'
export { pruneExpiredAccountRows } from './queries.ts'
