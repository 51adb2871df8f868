// After `vite build`: writes .br and .gz beside every text asset of dist/, so the server sends
// compressed files (@fastify/static preCompressed) without compressing on each request.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const root = process.argv[2] ?? 'dist'
const compressible = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) yield* files(path)
    else if (compressible.test(entry.name)) yield path
  }
}

let count = 0
for await (const path of files(root)) {
  if ((await stat(path)).size < 1024) continue
  const content = await readFile(path)
  await writeFile(`${path}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }))
  await writeFile(`${path}.gz`, gzipSync(content, { level: 9 }))
  count++
}
console.log(`compressed ${count} files in ${root}`)
