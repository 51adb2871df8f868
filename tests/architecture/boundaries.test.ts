import { readFileSync, readdirSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

// Code flows one way: ui, lib, contract → features → routes. A feature never reaches into
// another feature; shared pieces move to ui or lib.
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? sources(path) : /\.tsx?$/.test(name) ? [path] : []
  })
}

const importsOf = (file: string) => [...readFileSync(file, 'utf8').matchAll(/from '([^']+)'/g)].map((match) => match[1])

describe('import boundaries', () => {
  it('features import no other feature', () => {
    const offences = sources('src/features').flatMap((file) => {
      const area = relative('src/features', file).split('/')[0]
      return importsOf(file)
        .filter((path) => path.startsWith('@/features/') && path.split('/')[2] !== area)
        .map((path) => `${file} imports ${path}`)
    })
    expect(offences).toEqual([])
  })

  it('ui and lib import no feature and no route', () => {
    const offences = [...sources('src/ui'), ...sources('src/lib')].flatMap((file) =>
      importsOf(file).filter((path) => path.startsWith('@/features/') || path.startsWith('@/routes/')).map((path) => `${file} imports ${path}`),
    )
    expect(offences).toEqual([])
  })

  it('the server never imports client code', () => {
    const offences = sources('server').flatMap((file) =>
      importsOf(file).filter((path) => path.startsWith('@/') || path.includes('/src/')).map((path) => `${file} imports ${path}`),
    )
    expect(offences).toEqual([])
  })
})
