import { spawn, type ChildProcess } from 'node:child_process'
import { rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { seededDataDir } from './seeded-folder.ts'
import { startMailbox, stagingEnv, type Mailbox } from './staging.ts'

export interface RunningShop {
  url: string
  port: number
  dataDir: string
  stop(): Promise<void>
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}

/**
 * The real shop as `npm start` runs it (built SPA, API, media, PGlite in a new seeded folder or the
 * `DATA_DIR` given), on a free port. Needs `npm run build` first. `stop()` removes the folder.
 * `staging`: in production mode with a staging configuration (support/staging.ts), as an
 * operator tries the shop before going live. `ownPublicUrl`: PUBLIC_URL is the shop's own address.
 */
export async function startShop(env: Record<string, string> = {}, { staging = false, ownPublicUrl = false } = {}): Promise<RunningShop> {
  const port = await freePort()
  const dataDir = env.DATA_DIR ?? seededDataDir('shop-data-')
  const mailbox: Mailbox | undefined = staging ? await startMailbox() : undefined
  const child: ChildProcess = spawn(process.execPath, ['server/server.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      // No load balancer to leave first: a stopped test shop closes at once.
      SHUTDOWN_GRACE_MS: '0',
      ...(mailbox ? stagingEnv(port, mailbox.smtpUrl) : {}),
      ...env,
      // A gateway that sends the shopper back (WeChat's web authorisation) needs the shop's own address.
      ...(ownPublicUrl ? { PUBLIC_URL: `http://127.0.0.1:${port}` } : {}),
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const url = `http://127.0.0.1:${port}`
  // A fresh folder (not a copy of the run's seeded one) is migrated and seeded first: a minute or two on a busy machine.
  const deadline = Date.now() + 120_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`shop exited with ${child.exitCode}`)
    try {
      const response = await fetch(`${url}/api/health`)
      if (response.ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      // Not left running behind the caller (it would hold the caller's output open).
      child.kill('SIGKILL')
      throw new Error('shop did not start in 120 s')
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return {
    url,
    port,
    dataDir,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await exited
      await mailbox?.close()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
