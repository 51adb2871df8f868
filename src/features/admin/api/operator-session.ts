import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { can, operatorHeader, type Permission, type signInAnswer } from '#contract/admin.ts'
import { useStore } from '@/lib/external-store.ts'
import { adminApi, operatorQuery, operatorTokenStore, setOperatorToken } from './admin-client.ts'

export type SignInAnswer = z.infer<typeof signInAnswer>

export const operatorKey = ['admin', 'me'] as const

/** The signed-in operator, or null when this tab has no full session. */
export function useOperator() {
  const token = useStore(operatorTokenStore)
  return useQuery({
    queryKey: [...operatorKey, token],
    ...operatorQuery,
    enabled: Boolean(token),
    retry: false,
    queryFn: () => adminApi.request('GET /me', { silent: true }),
  })
}

/** What the signed-in operator's role may do; the UI hides the rest (the server refuses it anyway). */
export function useCan(): (what: Permission) => boolean {
  const { data } = useOperator()
  return (what) => (data ? can(data.role, what) : false)
}

export function useSignIn() {
  return useMutation({
    networkMode: 'always',
    mutationFn: async (body: { email: string; password: string }) => adminApi.request('POST /sign-in', { body, silent: true }),
  })
}

/** Makes a half session that passed its second step the tab's operator session. */
export function useFinishSignIn() {
  const client = useQueryClient()
  return async (token: string) => {
    setOperatorToken(token)
    await client.invalidateQueries({ queryKey: operatorKey })
  }
}

/**
 * The second step: the authenticator's code, or one of the recovery codes. At enrolment the
 * answer holds the ten recovery codes, and the session waits until the operator has kept them
 * (`useFinishSignIn`); otherwise it becomes the tab's session at once.
 */
export function useSecondFactor() {
  const finish = useFinishSignIn()
  return useMutation({
    networkMode: 'always',
    mutationFn: async ({ token, code, kind }: { token: string; code: string; kind: 'totp' | 'recovery' }) => {
      const headers = { [operatorHeader]: token }
      const answer =
        kind === 'totp'
          ? await adminApi.request('POST /totp', { body: { code }, silent: true, headers })
          : await adminApi.request('POST /recovery', { body: { code }, silent: true, headers })
      return { token, recoveryCodes: answer.recovery_codes }
    },
    onSuccess: async ({ token, recoveryCodes }) => {
      if (!recoveryCodes) await finish(token)
    },
  })
}

export function useSetPassword() {
  return useMutation({
    networkMode: 'always',
    mutationFn: (body: { token: string; password: string }) => adminApi.envelope('POST /password', { body, silent: true }),
  })
}

/** "Forgot password?": the same answer whether or not an operator has the e-mail. */
export function useRequestPasswordReset() {
  return useMutation({
    networkMode: 'always',
    mutationFn: (body: { email: string }) => adminApi.envelope('POST /password-reset', { body, silent: true }),
  })
}

/** The e-mailed link's new password, with the authenticator's code. */
export function useResetPassword() {
  return useMutation({
    networkMode: 'always',
    mutationFn: (body: { token: string; password: string; code: string }) =>
      adminApi.envelope('POST /password-reset/confirm', { body, silent: true }),
  })
}

export function useSignOut() {
  const client = useQueryClient()
  return useMutation({
    networkMode: 'always',
    mutationFn: () => adminApi.request('POST /sign-out', { silent: true }),
    onSettled: () => {
      setOperatorToken(undefined)
      client.removeQueries({ queryKey: ['admin'] })
    },
  })
}
