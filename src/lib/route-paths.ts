import type { LinkProps } from '@tanstack/react-router'

/** Any page of the route tree, as the router's types know them. */
export type RoutePath = LinkProps['to']

/** The product pages of the shop lines; each takes `?productId=`. */
export type ProductPagePath = Extract<RoutePath, `${string}/product`>

/** The listing pages that page (`?page=`) and filter by category (`?category=`). */
export type ListingPath = Extract<
  RoutePath,
  '/ELST/goods' | '/ELST/blind-boxes' | '/VAPE/WAKA' | '/VAPE/IMOMENT' | `/ES/product-category/${string}`
>
