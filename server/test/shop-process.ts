import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { createServer, type AddressInfo } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'

/** A port nothing listens on right now, for a shop process of a test's own. */
export async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1')
  await once(probe, 'listening')
  const { port } = probe.address() as AddressInfo
  probe.close()
  return port
}

export interface ShopProcess {
  child: ChildProcess
  /** Everything the process wrote so far, standard output and error. */
  log(): string
}

/**
 * `node server/server.ts` as the operator runs it (Node 24 runs the TypeScript sources), once it
 * says it listens; throws with its output if it exits first.
 */
export async function startShopProcess(env: NodeJS.ProcessEnv): Promise<ShopProcess> {
  const child = spawn(process.execPath, ['server/server.ts'], { env })
  let output = ''
  child.stdout!.on('data', (chunk) => (output += chunk))
  child.stderr!.on('data', (chunk) => (output += chunk))
  while (!output.includes('Server listening')) {
    if (child.exitCode !== null) throw new Error(`the shop did not start:\n${output}`)
    await sleep(100)
  }
  return { child, log: () => output }
}
