// The back office as the rest of the server uses it (app.ts, the CLI, scheduled jobs).

export { adminRoutes } from './routes.ts'
export { applyImport, exportCatalogue, previewImport } from './catalogue/catalogue-csv.ts'
export { addOperator } from './operators/service.ts'
export { refundOrder } from './orders/service.ts'
export { pruneExpiredOperatorRows } from './operators/queries.ts'
export { createImageStore } from './catalogue/image-store.ts'
export { audit as writeAudit } from './audit/service.ts'
