import { createStore } from '@/lib/external-store.ts'

export type ToastTone = 'success' | 'error' | 'info'

export interface ToastItem {
  id: number
  tone: ToastTone
  /** A short message (3 s) or a notification with a description (4.5 s); either shows just below the header. */
  kind: 'message' | 'notification'
  title: string
  description?: string
  /** One way on from the message ("View cart"): a path of the shop, opened by the router. */
  action?: ToastAction
}

export interface ToastAction {
  label: string
  href: string
}

export const toastDurations = { message: 3000, notification: 4500 } as const

let nextId = 1
export const toastStore = createStore<ToastItem[]>([])

type Notice = Omit<ToastItem, 'id'>

// At most one notice at a time: a new one replaces whatever was showing, so notices never
// stack over the page (two "works offline" notices, a success under an error).
function push(item: Notice): void {
  toastStore.set(() => [{ ...item, id: nextId++ }])
}

/** What the shop says on its own (the page now works offline), waiting for the screen to be free. */
const waiting: Notice[] = []

/**
 * A notice nobody asked for never replaces one that answers the shopper ("Add successful", "A
 * code has been sent"): it shows once that one is gone.
 */
function pushWhenFree(item: Notice): void {
  if (toastStore.get().length === 0) push(item)
  else waiting.push(item)
}

export function dismissToast(id: number): void {
  toastStore.set((items) => items.filter((item) => item.id !== id))
  const next = toastStore.get().length === 0 ? waiting.shift() : undefined
  if (next) push(next)
}

/** Short messages, like the spec's 'Add successful' or a failed call's msg. */
export const toast = {
  success: (title: string, action?: ToastAction) => push({ kind: 'message', tone: 'success', title, action }),
  error: (title: string) => push({ kind: 'message', tone: 'error', title }),
  info: (title: string) => push({ kind: 'message', tone: 'info', title }),
}

/** Longer notifications with an optional description. */
export function notify(tone: ToastTone, title: string, description?: string): void {
  push({ kind: 'notification', tone, title, description })
}

/** What the shop says on its own, not in answer to the shopper: shown when no other notice is. */
export function notifyWhenFree(tone: ToastTone, title: string, description?: string): void {
  pushWhenFree({ kind: 'notification', tone, title, description })
}
