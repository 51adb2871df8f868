import { userStore } from '@/lib/user-store.ts'

/** The legacy paths send the stored user id (spec §6); the server checks it against the token. */
export const getUserId = () => userStore.get().userInfo?.id
