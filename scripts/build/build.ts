// `npm run build [-- <outDir>]`: the client (outDir, default dist), the server render beside it
// (<outDir>-ssr, never served) and the precompressed copies. `npm run bench` builds into a
// temporary folder this way, so it never replaces the files of a running shop.
import { execFileSync } from 'node:child_process'

const outDir = process.argv[2] ?? 'dist'
const run = (command: string, args: string[]) => execFileSync(command, args, { stdio: 'inherit' })

run('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir'])
run('npx', ['vite', 'build', '--ssr', 'src/entry-server.tsx', '--outDir', `${outDir}-ssr`, '--emptyOutDir'])
run(process.execPath, ['scripts/build/compress-dist.ts', outDir])
run(process.execPath, ['scripts/build/responsive-images.ts'])
