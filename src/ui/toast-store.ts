import { createStore } from '@/lib/external-store.ts'

export type ToastTone = 'success' | 'error' | 'info'

export interface ToastItem {
  id: number
  tone: ToastTone
  /** A short message (3 s, top centre) or a notification (4.5 s, top right, 65 px down). */
  kind: 'message' | 'notification'
  title: string
  description?: string
}

export const toastDurations = { message: 3000, notification: 4500 } as const

let nextId = 1
export const toastStore = createStore<ToastItem[]>([])

function push(item: Omit<ToastItem, 'id'>): void {
  toastStore.set((items) => [...items.filter((existing) => existing.title !== item.title), { ...item, id: nextId++ }])
}

export function dismissToast(id: number): void {
  toastStore.set((items) => items.filter((item) => item.id !== id))
}

/** Short messages, like the spec's 'Add successful' or a failed call's msg. */
export const toast = {
  success: (title: string) => push({ kind: 'message', tone: 'success', title }),
  error: (title: string) => push({ kind: 'message', tone: 'error', title }),
  info: (title: string) => push({ kind: 'message', tone: 'info', title }),
}

/** Longer notifications with an optional description. */
export function notify(tone: ToastTone, title: string, description?: string): void {
  push({ kind: 'notification', tone, title, description })
}
