import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { AdminProduct, ProductFields } from '#contract/admin.ts'
import { adminApi, operatorQuery, useRefreshScreens } from './admin-client.ts'
import type { ProductListSearch } from './list-search.ts'

export const productPageSize = 20
const productsKey = ['admin', 'products'] as const

export function useProducts(search: ProductListSearch) {
  return useQuery({
    queryKey: [...productsKey, 'list', search],
    ...operatorQuery,
    placeholderData: keepPreviousData,
    queryFn: () => adminApi.request('GET /products', { query: { ...search, page_size: productPageSize }, silent: true }),
  })
}

export const productQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...productsKey, 'one', id],
    ...operatorQuery,
    queryFn: () => adminApi.request('GET /products/:id', { params: { id }, silent: true }),
  })

export const useProduct = (id: number) => useQuery(productQueryOptions(id))

export function useCategories() {
  return useQuery({
    queryKey: ['admin', 'categories'],
    ...operatorQuery,
    queryFn: () => adminApi.request('GET /categories', { query: {}, silent: true }),
  })
}

/** Every write answers the product as it now is: the editor takes it (and its new version) at once. */
function useProductWrite<V>(write: (variables: V) => Promise<AdminProduct>) {
  const client = useQueryClient()
  const refresh = useRefreshScreens(['products', 'lines', 'dashboard'])
  return useMutation({
    networkMode: 'always',
    mutationFn: write,
    onSuccess: async (product) => {
      client.setQueryData(productQueryOptions(product.id).queryKey, product)
      await refresh()
    },
  })
}

export const useCreateProduct = () =>
  useProductWrite((fields: ProductFields) => adminApi.request('POST /products', { body: fields, silent: true }))

export const useUpdateProduct = () =>
  useProductWrite(({ id, version, fields }: { id: number; version: number; fields: ProductFields }) =>
    adminApi.request('POST /products/:id', { params: { id }, body: { version, fields }, silent: true }),
  )

export const usePublishProduct = () =>
  useProductWrite(({ id, publish }: { id: number; publish: boolean }) =>
    adminApi.request(publish ? 'POST /products/:id/publish' : 'POST /products/:id/unpublish', { params: { id }, silent: true }),
  )

export const useSetStock = () =>
  useProductWrite(({ id, stock, reason }: { id: number; stock: number; reason: string }) =>
    adminApi.request('POST /products/:id/stock', { params: { id }, body: { stock, reason }, silent: true }),
  )

export const useUploadImage = () =>
  useProductWrite(({ id, file }: { id: number; file: Blob }) =>
    adminApi.request('POST /products/:id/images', { params: { id }, body: file, silent: true }),
  )

export const useRemoveImage = () =>
  useProductWrite(({ id, path }: { id: number; path: string }) =>
    adminApi.request('POST /products/:id/images/remove', { params: { id }, body: { path }, silent: true }),
  )
