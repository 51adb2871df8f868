import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

// The gate is the page's: each test loads the module afresh, on a page with or without a capture.
const fresh = () => import('./deferred-pieces.ts')
const serverRendered = () => Reflect.set(window, '__shopEarlyTaps', { touched: false })

beforeEach(() => vi.resetModules())
afterEach(() => Reflect.deleteProperty(window, '__shopEarlyTaps'))

describe('pieces of a server-rendered page load after it', () => {
  it('loads nothing until the gate opens, then each piece once', async () => {
    serverRendered()
    const { definePiece, openPieces, piecesPending } = await fresh()
    const load = vi.fn<() => Promise<string>>(async () => 'form')
    const piece = definePiece(load)
    const rendered = piece.whenOpen()
    await Promise.resolve()
    expect(load).not.toHaveBeenCalled()
    expect(piecesPending()).toBe(true)
    openPieces()
    openPieces()
    await expect(rendered).resolves.toBe('form')
    await expect(piece.whenOpen()).resolves.toBe('form')
    expect(load).toHaveBeenCalledTimes(1)
    expect(piecesPending()).toBe(false)
  })

  it('opens the gate when the browser is idle', async () => {
    serverRendered()
    const { definePiece, openPiecesWhenIdle } = await fresh()
    const load = vi.fn<() => Promise<string>>(async () => 'form')
    const piece = definePiece(load)
    openPiecesWhenIdle()
    expect(load).not.toHaveBeenCalled()
    await expect(piece.whenOpen()).resolves.toBe('form')
  })

  it('loads at once a piece defined after the gate opened (a page reached in the app)', async () => {
    serverRendered()
    const { definePiece, openPieces } = await fresh()
    openPieces()
    const load = vi.fn<() => Promise<string>>(async () => 'dialog')
    definePiece(load)
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('keeps a route waiting for the code only once the page is hydrated', async () => {
    serverRendered()
    const { definePiece, openPieces } = await fresh()
    const load = vi.fn<() => Promise<string>>(async () => 'form')
    const piece = definePiece(load)
    // Hydrating: the route's loader does not wait for the piece, which comes when the page is idle.
    await piece.ready()
    expect(load).not.toHaveBeenCalled()
    openPieces()
    await piece.ready()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('has nothing to wait for on a page no server rendered', async () => {
    const { definePiece } = await fresh()
    const load = vi.fn<() => Promise<string>>(async () => 'form')
    await expect(definePiece(load).whenOpen()).resolves.toBe('form')
  })

  it('stops waiting for a piece whose code failed to load, and says so to whoever renders it', async () => {
    serverRendered()
    const { definePiece, openPieces, piecesPending } = await fresh()
    const piece = definePiece(() => Promise.reject(new Error('offline')))
    openPieces()
    await expect(piece.whenOpen()).rejects.toThrow('offline')
    expect(piecesPending()).toBe(false)
  })
})
