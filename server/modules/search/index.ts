// Search as the rest of the server uses it (app.ts, catalogue listings and its limit per client, the back office's re-indexing, database preparation).

export { searchRoutes } from './routes.ts'
export { searchLine } from './service.ts'
export { indexCategories, indexProducts, refreshSearchIndex } from './indexer.ts'
export { searchLimit } from './limit.ts'
