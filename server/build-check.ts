import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'

/** Written by `npm run build` beside the server render (`<APP_DIR>-ssr/`, never served). */
export const buildInfoFile = 'build.json'

export interface BuildInfo {
  /** NODE_ENV the client and server render were built with: React's development build otherwise. */
  nodeEnv: string
}

/**
 * Why a production server must not serve the build in `appDir`, or nothing. A development build
 * renders nothing on the server in production (every page would go out as the shell, with 200
 * even for unknown paths) and ships development React, zod and the back office's schemas to
 * shoppers. No build at all is fine (an API-only instance).
 */
export function productionBuildProblem(appDir: string): string | undefined {
  if (!existsSync(appDir)) return undefined
  const infoPath = resolve(`${resolve(appDir)}-ssr`, buildInfoFile)
  const info = existsSync(infoPath) ? (JSON.parse(readFileSync(infoPath, 'utf8')) as Partial<BuildInfo>) : undefined
  if (info?.nodeEnv === 'production') return undefined
  const found = info ? `a ${info.nodeEnv} build` : 'a build without its build.json (made before this check, or by hand)'
  return `Refusing to start in production: ${appDir} holds ${found}.\n  Build for production first: NODE_ENV=production npm run build (or unset NODE_ENV), then start again.`
}
