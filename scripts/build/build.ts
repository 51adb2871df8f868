// `npm run build [-- <outDir>]`: the client (outDir, default dist), the server render beside it
// (<outDir>-ssr, never served) and the precompressed copies. `npm run bench` builds into a
// temporary folder this way, so it never replaces the files of a running shop.
import { execFileSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { buildInfoFile, type BuildInfo } from '../../server/build-check.ts'

const outDir = process.argv[2] ?? 'dist'
const run = (command: string, args: string[]) => execFileSync(command, args, { stdio: 'inherit' })

run('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir'])
run('npx', ['vite', 'build', '--ssr', 'src/entry-server.tsx', '--outDir', `${outDir}-ssr`, '--emptyOutDir'])
// What kind of build this is, for a production server to refuse a development one (server/build-check.ts).
const info: BuildInfo = { nodeEnv: process.env.NODE_ENV ?? 'production' }
writeFileSync(join(`${outDir}-ssr`, buildInfoFile), JSON.stringify(info))
run(process.execPath, ['scripts/build/compress-dist.ts', outDir])
run(process.execPath, ['scripts/build/responsive-images.ts'])
