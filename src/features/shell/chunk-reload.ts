/**
 * A part of the app that did not load: the browser's words for a dynamic import that failed
 * (Chromium, Safari, Firefox), and Vite's for a stylesheet it could not preload. After a deploy
 * the old chunks are gone, and a page kept open asks for them; on a bad network one simply fails.
 */
const chunkLoadFailures = [
  /Failed to fetch dynamically imported module/i,
  /Importing a module script failed/i,
  /error loading dynamically imported module/i,
  /Unable to preload CSS/i,
]

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : ''
  return chunkLoadFailures.some((pattern) => pattern.test(message))
}

const reloadedKey = (path: string) => `CHUNK__RELOADED__${path}`

function reloadedAlready(storage: Storage, path: string): boolean {
  try {
    return storage.getItem(reloadedKey(path)) !== null
  } catch {
    // No session storage (a locked-down browser): never reload, so never loop.
    return true
  }
}

/**
 * Whether `error` should reload the page at `path` instead of showing the error view: a chunk
 * that did not load, the first time on this path in this tab (the reload fetches the current
 * version's chunks). Remembered in session storage, so a chunk that fails again shows the view.
 */
export function shouldReloadFor(error: unknown, path: string, storage: Storage = sessionStorage): boolean {
  return isChunkLoadError(error) && !reloadedAlready(storage, path)
}

/** Notes the one reload of `path` and reloads. */
export function reloadOnce(path: string, storage: Storage = sessionStorage, reload: () => void = () => window.location.reload()): void {
  try {
    storage.setItem(reloadedKey(path), String(Date.now()))
  } catch {
    return
  }
  reload()
}
