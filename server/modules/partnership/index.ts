// Partnership enquiries as the rest of the server uses them (app.ts, the CLI).

export { partnershipRoutes, vapePartnershipRoutes } from './routes.ts'
export { listEnquiries } from './queries.ts'
