import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { OperatorRole } from '#contract/admin.ts'
import { adminApi, operatorQuery } from './admin-client.ts'

const operatorsKey = ['admin', 'operators'] as const

/** Every operator, for owners: role, authenticator, recovery codes left, disabled or not. */
export function useOperators() {
  return useQuery({
    queryKey: operatorsKey,
    ...operatorQuery,
    queryFn: () => adminApi.request('GET /operators', { silent: true }),
  })
}

export type OperatorAction = { id: number } & (
  { action: 'role'; role: OperatorRole } | { action: 'disable' | 'enable' | 'reset-authenticator' }
)

/** An owner's change to an operator; the list and the audit log are asked again afterwards. */
export function useOperatorAction() {
  const client = useQueryClient()
  return useMutation({
    networkMode: 'always',
    mutationFn: (change: OperatorAction) => {
      const params = { id: change.id }
      switch (change.action) {
        case 'role':
          return adminApi.request('POST /operators/:id/role', { params, body: { role: change.role }, silent: true })
        case 'disable':
          return adminApi.request('POST /operators/:id/disable', { params, silent: true })
        case 'enable':
          return adminApi.request('POST /operators/:id/enable', { params, silent: true })
        case 'reset-authenticator':
          return adminApi.request('POST /operators/:id/reset-authenticator', { params, silent: true })
      }
    },
    onSettled: () =>
      Promise.all([client.invalidateQueries({ queryKey: operatorsKey }), client.invalidateQueries({ queryKey: ['admin', 'audit'] })]),
  })
}

export function useAddOperator() {
  const client = useQueryClient()
  return useMutation({
    networkMode: 'always',
    mutationFn: (body: { email: string; role: OperatorRole }) => adminApi.request('POST /operators', { body, silent: true }),
    onSuccess: () =>
      Promise.all([client.invalidateQueries({ queryKey: operatorsKey }), client.invalidateQueries({ queryKey: ['admin', 'audit'] })]),
  })
}
