import { createStore, useStore } from './external-store.ts'
import { readStorage, StorageKey, writeStorage } from './storage.ts'

export interface UserInfo {
  id: number
  username: string
  email: string
  phone?: string
  wechat?: string
  /** A guest's checkout session (no account): `email`/`phone` are the contact given. */
  guest?: boolean
}

export interface UserState {
  userInfo: UserInfo | undefined
  token: string | undefined
  /** Where to return after login (spec §4). */
  redirectPath: string | undefined
}

/** The user store of spec §3: userInfo, token and redirectPath, each persisted under its key. */
export const userStore = createStore<UserState>(
  {
    userInfo: readStorage<UserInfo>(StorageKey.userInfo),
    token: readStorage<string>(StorageKey.token),
    redirectPath: readStorage<string>(StorageKey.path),
  },
  (state) => {
    writeStorage(StorageKey.userInfo, state.userInfo)
    writeStorage(StorageKey.token, state.token)
    writeStorage(StorageKey.path, state.redirectPath)
  },
  { userInfo: undefined, token: undefined, redirectPath: undefined },
)

export const useUser = () => useStore(userStore)
export const useIsLoggedIn = () => useStore(userStore, (state) => Boolean(state.token))

export function getToken(): string | undefined {
  return userStore.get().token
}
