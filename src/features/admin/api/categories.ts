import { useMutation, useQuery } from '@tanstack/react-query'
import type { AdminEndpoints, QueryOf } from '#contract/endpoints.ts'
import type { AdminCategory, CategoryFields, CategoryTexts } from '#contract/admin.ts'
import { adminApi, operatorQuery, useRefreshScreens } from './admin-client.ts'

// Product lines and categories. Operator data never goes into the shop's persisted query cache.

export type CategoryListQuery = QueryOf<AdminEndpoints['GET /categories']>

export function useCategoryList(query: CategoryListQuery) {
  return useQuery({
    queryKey: ['admin', 'categories', query],
    ...operatorQuery,
    queryFn: () => adminApi.request('GET /categories', { query, silent: true }),
  })
}

export function useLines() {
  return useQuery({ queryKey: ['admin', 'lines'], ...operatorQuery, queryFn: () => adminApi.request('GET /lines', { silent: true }) })
}

/** Every write answers the category as it now is; the lists (and the product form's choices, the line counts and the audit) reload. */
function useCategoryWrite<V>(write: (variables: V) => Promise<AdminCategory>) {
  return useMutation({ networkMode: 'always', mutationFn: write, onSuccess: useRefreshScreens(['categories', 'lines']) })
}

export const useCreateCategory = () =>
  useCategoryWrite((fields: CategoryFields) => adminApi.request('POST /categories', { body: fields, silent: true }))

export const useUpdateCategory = () =>
  useCategoryWrite(({ id, version, fields }: { id: number; version: number; fields: CategoryTexts }) =>
    adminApi.request('POST /categories/:id', { params: { id }, body: { version, fields }, silent: true }),
  )

export const usePublishCategory = () =>
  useCategoryWrite(({ id, publish }: { id: number; publish: boolean }) =>
    adminApi.request(publish ? 'POST /categories/:id/publish' : 'POST /categories/:id/unpublish', { params: { id }, silent: true }),
  )
