// `node tests/e2e/support/staging-shop.ts`: the built shop in production mode with a staging
// configuration (support/staging.ts), for Playwright's webServer. PORT, DATA_DIR and APP_DIR as
// for the shop; the mails it sends are listed at http://127.0.0.1:$MAILBOX_PORT/mail.json, in the
// development outbox's shape.
import { spawn } from 'node:child_process'
import { createServer } from 'node:http'
import { startMailbox, stagingEnv } from './staging.ts'

const port = Number(process.env.PORT)
const mailbox = await startMailbox()
const mailList = createServer((_request, response) => {
  response.setHeader('content-type', 'application/json')
  response.end(JSON.stringify({ code: 200, msg: 'ok', data: { list: mailbox.mails } }))
}).listen(Number(process.env.MAILBOX_PORT), '127.0.0.1')

const shop = spawn(process.execPath, ['server/server.ts'], {
  env: { ...process.env, ...stagingEnv(port, mailbox.smtpUrl) },
  stdio: 'inherit',
})
const stop = () => shop.kill('SIGTERM')
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
shop.on('exit', (code) => {
  mailList.close()
  void mailbox.close().then(() => process.exit(code ?? 0))
})
