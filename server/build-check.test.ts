import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { buildInfoFile, productionBuildProblem } from './build-check.ts'

const root = mkdtempSync(join(tmpdir(), 'shop-build-check-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

/** A client build in its folder, its server render beside it, `build.json` as `npm run build` writes it. */
function build(name: string, info?: { nodeEnv: string }): string {
  const appDir = join(root, name)
  mkdirSync(appDir, { recursive: true })
  mkdirSync(`${appDir}-ssr`, { recursive: true })
  if (info) writeFileSync(join(`${appDir}-ssr`, buildInfoFile), JSON.stringify(info))
  return appDir
}

describe('a production server and its build', () => {
  it('serves a production build, and starts without any build (an API-only instance)', () => {
    expect(productionBuildProblem(build('prod', { nodeEnv: 'production' }))).toBeUndefined()
    expect(productionBuildProblem(join(root, 'none'))).toBeUndefined()
  })

  it('refuses a development build, or one that does not say what it is, and says how to build', () => {
    expect(productionBuildProblem(build('dev', { nodeEnv: 'development' }))).toMatch(
      /holds a development build[\s\S]*NODE_ENV=production npm run build/,
    )
    expect(productionBuildProblem(build('unknown'))).toMatch(/without its build\.json[\s\S]*npm run build/)
  })

  it('stops with that message before listening when started on a development build', async () => {
    const child = spawn(process.execPath, ['server/server.ts'], {
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: 'memory://',
        APP_DIR: build('served-dev', { nodeEnv: 'development' }),
        PAYMENT_SECRET: 'a-live-payment-secret-of-32-chars!!',
        PUBLIC_URL: 'https://shop.example.com',
        SMTP_URL: 'smtp://mail.example.com:587',
        PAYMENT_SANDBOX: 'on',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString()
    })
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString()
    })
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve))
    expect(code).toBe(1)
    expect(output).toContain('holds a development build')
    expect(output).toContain('NODE_ENV=production npm run build')
    expect(output).not.toMatch(/\n\s+at /)
  })
})
