// The account module as the rest of the server uses it. Import from here, not from the files inside.

export { accountRoutes } from './routes.ts'
// Registered inside accountRoutes; exported for the contract's coverage check.
export { privacyRoutes } from './privacy-routes.ts'
export { register } from './service.ts'
export { pruneExpiredAccountRows } from './queries.ts'
