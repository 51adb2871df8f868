// The development mail outbox: its page (app.ts) and where sent mail is kept (server/mail).

export { outboxRoutes } from './routes.ts'
export { keepMail } from './queries.ts'
