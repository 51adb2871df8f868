import { chmod, rm } from 'node:fs/promises'
import { createServer, request, type IncomingMessage, type Server } from 'node:http'
import type { FastifyInstance } from 'fastify'
import type { PGlite } from '@electric-sql/pglite'
import type { Config } from '../env.ts'
import { sendBackup } from '../db/backup.ts'
import { shopSocketPath } from '../db/data-folder.ts'
import { commands } from './commands/index.ts'
import { runCommand, type CommandAnswer } from './run.ts'

/*
 * The running embedded shop's local door: a Unix socket beside DATA_DIR that only the shop's
 * owner can connect to (mode 0600). `npm run shop -- backup` fetches `GET /backup` there, and
 * every other command is sent as `POST /command` and run here, by the very same `Command.run`
 * with the shop's own database, mail and gateways: one writer per data folder.
 */

/** What the command line sends: the command's name, its arguments, and where it was run from. */
interface CommandRequest {
  name: string
  args: string[]
  cwd: string
}

const largestRequest = 64 * 1024

async function bodyOf(incoming: IncomingMessage): Promise<CommandRequest | undefined> {
  let text = ''
  for await (const chunk of incoming) {
    text += chunk
    if (text.length > largestRequest) return undefined
  }
  try {
    const body = JSON.parse(text) as Partial<CommandRequest>
    const valid =
      typeof body.name === 'string' &&
      Array.isArray(body.args) &&
      body.args.every((arg) => typeof arg === 'string') &&
      typeof body.cwd === 'string'
    return valid ? (body as CommandRequest) : undefined
  } catch {
    return undefined
  }
}

/** The shop's side: opened once its app is built, closed before its database. */
export async function openLocalDoor(app: FastifyInstance, pglite: PGlite, config: Config): Promise<Server> {
  const path = shopSocketPath(config.DATA_DIR)
  // A socket file left by a shop that was killed: nobody listens on it any more (the folder's lock says so).
  await rm(path, { force: true })
  const server = createServer((incoming, response) => {
    if (incoming.method === 'GET' && incoming.url === '/backup') {
      sendBackup(pglite, config.DATA_DIR, response, (error) => app.log.error({ err: error }, 'backup failed'))
      return
    }
    if (incoming.method !== 'POST' || incoming.url !== '/command') {
      response.writeHead(404).end()
      return
    }
    void (async () => {
      const asked = await bodyOf(incoming)
      const command = asked && Object.hasOwn(commands, asked.name) ? commands[asked.name] : undefined
      if (!asked || !command) {
        response.writeHead(400).end()
        return
      }
      const context = { db: app.db, config, now: app.now, mail: app.mail, payments: app.payments, cwd: asked.cwd }
      const answer = await runCommand(command, asked.args, context)
      // What the command changed (stock, a rate, the catalogue) is seen by the next visitor, as after "saved".
      if (answer.status === 0) app.clearSharedCaches()
      // The command's name only: its arguments and output may hold addresses and one-time links.
      app.log.info({ command: asked.name, status: answer.status }, 'command line command run by the shop')
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer))
    })().catch((error: unknown) => {
      app.log.error({ err: error }, 'command line command failed')
      if (!response.headersSent) response.writeHead(500)
      response.end()
    })
  })
  // An import of a large catalogue takes as long as it takes.
  server.requestTimeout = 0
  await new Promise<void>((done, fail) => {
    server.once('error', fail)
    server.listen(path, () => done())
  })
  await chmod(path, 0o600)
  return server
}

/** The command line's side: the shop's answer, or undefined when no shop listens on this data folder. */
export function askRunningShop(dataDir: string, name: string, args: string[]): Promise<CommandAnswer | undefined> {
  const body = JSON.stringify({ name, args, cwd: process.cwd() } satisfies CommandRequest)
  return new Promise((done, fail) => {
    const asking = request(
      {
        socketPath: shopSocketPath(dataDir),
        path: '/command',
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'application/json' },
      },
      (response) => {
        let text = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (text += chunk))
        response.on('end', () => {
          if (response.statusCode === 200) done(JSON.parse(text) as CommandAnswer)
          else fail(new Error(`The running shop could not run the command (HTTP ${response.statusCode}); see its log.`))
        })
      },
    )
    asking.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') done(undefined)
      else if (error.code === 'EACCES')
        fail(new Error(`The running shop's socket ${shopSocketPath(dataDir)} is its user's alone: run the command as that user.`))
      else fail(error)
    })
    asking.end(body)
  })
}
