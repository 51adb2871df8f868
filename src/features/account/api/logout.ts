import { accountApi } from './account-api.ts'

/** Revokes the token on the server. Logging out locally never waits on this succeeding. */
export async function logout(): Promise<void> {
  await accountApi().request('GET /user/logout', { silent: true })
}
