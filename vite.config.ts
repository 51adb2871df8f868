import { existsSync } from 'node:fs'
import { join, sep } from 'node:path'
import { fileURLToPath, URL } from 'node:url'
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import babel from '@rolldown/plugin-babel'
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { VitePWA } from 'vite-plugin-pwa'
import { backOfficeOnlyFiles } from './scripts/build/back-office-files.ts'

// Where marketing media lives (object storage / CDN). Empty: the API server's own /media.
const mediaOrigin = process.env.MEDIA_ORIGIN ?? ''
// Where the API lives. Empty: same origin as the SPA.
const apiOrigin = process.env.API_ORIGIN ?? ''
const devApi = `http://127.0.0.1:${process.env.PORT ?? 8080}`

// `vite build --ssr src/entry-server.tsx` builds the server render: no public files, no chunk groups.
const isSsrBuild = process.argv.includes('--ssr')
// `vite build --outDir <dir>` (npm run build -- <dir>): the folder the service worker's precache list is read from.
const outDir = process.argv.includes('--outDir') ? process.argv[process.argv.indexOf('--outDir') + 1]! : 'dist'

/** A chunk group of files that the same pages load together: only the modules `test` names, none they import. */
const together = (name: string, test: RegExp | ((id: string) => boolean)) => ({
  name,
  test,
  includeDependenciesRecursively: false,
  priority: 5,
})

const root = fileURLToPath(new URL('.', import.meta.url))
/**
 * The shop's own modules at these paths (from the repository's root; one ending in `/` is a whole
 * folder), less those in `except`. A path that no longer exists stops the build: a moved or renamed
 * file can no longer change the split silently (issue 46). Name folders where the pages that load
 * one part of a folder load the rest of it too, and single files only where they do not.
 */
function sources(paths: readonly string[], except: readonly string[] = []): (id: string) => boolean {
  const missing = [...paths, ...except].filter((path) => !existsSync(join(root, path)))
  if (missing.length > 0)
    throw new Error(`vite.config.ts: the chunk groups name ${missing.join(', ')}, which no longer exist: name the new paths`)
  const named = (paths: readonly string[]) => {
    const full = paths.map((path) => join(root, path))
    return (file: string) => full.some((path) => (path.endsWith(sep) ? file.startsWith(path) : file === path))
  }
  const [wanted, skipped] = [named(paths), named(except)]
  return (id) => {
    const file = id.split('?')[0]!
    return wanted(file) && !skipped(file)
  }
}
/** The files of the entry's own chunk groups below (seven hash characters, as output names them). */
const entryFile = /(^|\/)(rolldown-runtime|framework|app)-[\w-]{7}\.(js|css)$/
/** Modules in any of these packages (node_modules). */
const packages = (...names: string[]) => new RegExp(`[\\\\/]node_modules[\\\\/](${names.join('|')})[\\\\/]`)
const reactHookForm = packages('react-hook-form')
const formResolver = sources(['src/lib/form-resolver.ts'])

export default defineConfig({
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // Every client import of zod goes through its CSP-safe configuration.
      { find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/zod-jitless.ts', import.meta.url)) },
      // React 19 has useSyncExternalStore: the store hooks of TanStack and Lingui use it, not
      // the shim for React 17 they import (0.4 KB gzip on every page).
      { find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/, replacement: 'use-sync-external-store/with-selector' },
      { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'use-sync-external-store' },
    ],
  },
  define: {
    'import.meta.env.MEDIA_ORIGIN': JSON.stringify(mediaOrigin),
    'import.meta.env.API_ORIGIN': JSON.stringify(apiOrigin),
  },
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // A route's parts in one file: the router loads every part of a matched route (its
      // loader, component, and pending, error and not-found views) before it hydrates.
      codeSplittingOptions: {
        defaultBehavior: [['loader', 'component', 'pendingComponent', 'errorComponent', 'notFoundComponent']],
      },
    }),
    react(),
    babel({ presets: [linguiTransformerBabelPreset()] }),
    lingui(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png', 'lavie/**/*'],
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,webp,woff2}'],
        globIgnores: ['**/node_modules/**'],
        // Shoppers' devices keep the shop, not the operators' back office (sw/back-office.ts
        // caches that when an operator opens it). The manifest's URLs are relative to outDir.
        manifestTransforms: [
          (entries) => {
            const backOffice = backOfficeOnlyFiles(outDir)
            return { manifest: entries.filter((entry) => !backOffice.has(entry.url)), warnings: [] }
          },
        ],
      },
      manifest: {
        name: 'Cross-Border Shop',
        short_name: 'CB Shop',
        description: 'Electric scooters, Bootski ski boots, energy storage, vape brands and blind boxes, shipped worldwide.',
        lang: 'en',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: '#0f766e',
        background_color: '#ffffff',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      devOptions: { enabled: false },
    }),
  ],
  server: {
    proxy: { '/api': devApi, '/media': devApi, '/dev': devApi },
  },
  build: {
    copyPublicDir: !isSsrBuild,
    target: 'es2023',
    sourcemap: false,
    // Read by the server to preload each page's own chunks (server/plugins/app-shell.ts).
    manifest: true,
    modulePreload: {
      // Browsers without modulepreload (Safari before 17, Firefox before 115) load a page's
      // modules as its imports ask for them; the polyfill that watched the document for preload
      // links ran too late to help them (it is in the app chunk) and cost every page 0.3 KB.
      polyfill: false,
      // The route tree (in the app chunk, every shopper's) lists for each lazy route the files to
      // fetch beside it. A back-office route's list names the back office's own files (its shell,
      // tables and forms): on every shop page that is the operators' code paths, not the shop's
      // (issue 46). A back-office route fetches its chunk alone and that chunk imports the rest;
      // the back office's first page has them all preloaded by the server (its manifest) anyway.
      // Nor does a list name the files of the entry (the runtime, the framework, the app chunk and
      // its stylesheet): every page has them before anything imports lazily (0.2 KB on a page).
      resolveDependencies: (filename, deps, { hostType }) =>
        hostType === 'js' && deps.some((dep) => /(^|\/)admin-shell-[\w-]+\.js$/.test(dep))
          ? deps.filter((dep) => dep === filename)
          : deps.filter((dep) => dep === filename || !entryFile.test(dep)),
    },
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            // Seven characters of content hash in a file's name rather than eight: the names are in
            // every import and in the route tree's preload lists, where they do not compress (0.6 KB
            // on a page), and 42 bits still tell apart every version of a file.
            entryFileNames: 'assets/[name]-[hash:7].js',
            chunkFileNames: 'assets/[name]-[hash:7].js',
            assetFileNames: 'assets/[name]-[hash:7][extname]',
            codeSplitting: {
              groups: [
                // What every first visit runs, in few files rather than dozens of small requests:
                // the libraries, with the parts only some pages use
                // (mutations: 1.4 KB). On the phone profile (HTTP/1.1, six connections, a 562 ms
                // round trip) a page's scripts arrive in rounds of six, and a round costs more than
                // those kilobytes. The cache's persistence (query-persist-client, idb-keyval) loads
                // after paint: not here.
                {
                  name: 'framework',
                  test: /[\\/]node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|@tanstack[\\/](?!react-table|table-core|query-async-storage-persister|query-persist-client-core|react-query-persist-client)[^\\/]+|@lingui)[\\/]/,
                  priority: 20,
                },
                {
                  name: 'app',
                  // Everything else the entry imports statically (the shop's own modules: route
                  // tree, lib, cart, toasts…; the preload helper), in one file rather than ten.
                  // The entry module itself stays the entry.
                  test: (id) => !/[\\/]node_modules[\\/]|[\\/]src[\\/]main\.tsx$|[\\/]index\.html$/.test(id),
                  tags: ['$initial'],
                  priority: 10,
                },
                // The shop's header and product-list bits most pages show (locale and currency
                // switches, cart badge, search button, prices, pictures, loading states): one
                // file of 4 KB instead of a dozen of 0.3 KB each.
                {
                  name: 'shop-ui',
                  test: sources([
                    'src/ui/locale-toggle.tsx',
                    'src/ui/shop-header.tsx',
                    'src/ui/query-state.tsx',
                    'src/ui/icons.tsx',
                    'src/ui/responsive-image.tsx',
                    'src/ui/price.tsx',
                    'src/lib/money.ts',
                    'src/lib/currency.ts',
                    'src/features/currency/components/currency-select.tsx',
                    'src/features/search/components/search-button.tsx',
                    'src/features/cart/components/cart-badge-link.tsx',
                    'contract/money.ts',
                  ]),
                  priority: 5,
                },
                // How a cart is read (the cart badges and screens), and how it is changed
                // (features/cart/mutation-defaults.ts loads that with the first change; product and
                // cart pages import it): two files rather than a dozen.
                {
                  name: 'cart-read',
                  test: sources([
                    'src/features/cart/api/get-cart.ts',
                    'src/features/cart/cart-lines.ts',
                    'src/features/cart/guest-cart.ts',
                  ]),
                  priority: 5,
                },
                {
                  name: 'cart-changes',
                  test: sources(
                    [
                      'src/features/cart/api/',
                      'src/features/cart/hooks/use-cart-mutation.ts',
                      'src/features/cart/cart-action.ts',
                      'src/features/cart/cart-changes.ts',
                    ],
                    // Read with every cart badge, and with signing in.
                    ['src/features/cart/api/get-cart.ts', 'src/features/cart/api/merge-guest-carts.ts'],
                  ),
                  priority: 5,
                },
                // A product page's own parts (the view, its gallery, the size picker): one file on every product page.
                together(
                  'product',
                  sources([
                    'src/features/catalogue/components/product-view.tsx',
                    'src/features/catalogue/components/product-gallery.tsx',
                    'src/features/catalogue/components/product-detail.tsx',
                    'src/features/catalogue/components/product-not-found.tsx',
                    'src/features/catalogue/api/get-goods-detail.ts',
                    'src/features/catalogue/api/load-product.ts',
                    'src/features/cart/components/add-to-cart.tsx',
                  ]),
                ),
                // Radix's shared plumbing (slots, context, ids, refs…), which each of
                // its components imports: one file rather than four beside the component.
                {
                  name: 'radix-core',
                  test: packages(
                    '@radix-ui[\\\\/](primitive|react-(collection|slot|context|primitive|compose-refs|use-controllable-state|id|direction|use-callback-ref|use-layout-effect|use-effect-event|use-is-hydrated))',
                  ),
                  priority: 5,
                },
                // The blind boxes' API hooks and helpers, which their pages share: one file.
                together(
                  'blindbox',
                  sources(
                    [
                      'src/features/blindbox/api/',
                      'src/features/blindbox/components/percent.ts',
                      'src/features/blindbox/random-seed.ts',
                      'src/features/blindbox/verify-draw.ts',
                      'contract/blindbox-draw.ts',
                    ],
                    // The region gate of every blind-box page, the series list included.
                    ['src/features/blindbox/api/check-region.ts'],
                  ),
                ),
                // The groups below join files that the same pages load together. On the phone
                // profile (slow 4G, six connections) a file costs about a sixth of a 562 ms round
                // trip and a kilobyte about 6 ms, so a page that loads a kilobyte it does not use
                // in exchange for one file fewer is still sooner ready (issue 24: ≤ 20 files).
                // A series' odds and tier names: the details, order and rules pages show both.
                together(
                  'blindbox-odds',
                  sources(['src/features/blindbox/components/tier-name.tsx', 'src/features/blindbox/components/odds-table.tsx']),
                ),
                // A line's returns policy in short (product pages, a series' page, an opened order):
                // what the page loads (the terms' query, the stylesheet, the slot that loads the rest on
                // idle), then the summary with its facts, in one file each.
                together('returns-policy', sources(['src/features/returns/'], ['src/features/returns/components/'])),
                together(
                  'returns-summary',
                  sources(['src/features/returns/components/'], ['src/features/returns/components/returns-policy-page.tsx']),
                ),
                // A country's name with its code (delivery, the address forms, the returns policy's
                // facts): one file rather than two wherever names are shown.
                together('countries', sources(['src/ui/country-names.ts', 'contract/country-codes.ts'])),
                // Every form page: react-hook-form and its resolver.
                together('forms', (id) => reactHookForm.test(id) || formResolver(id)),
                // The account forms' rules, messages and alerts (the text rules also check the
                // partnership forms); not the account's API or stylesheet, which the account menu and
                // its Log out use on every account page (the order history among them).
                together(
                  'account-forms',
                  sources([
                    // The labelled field, with the forms that use it most: the order look-up's form,
                    // which needs no form library, loads it without react-hook-form.
                    'src/ui/form-field.tsx',
                    'src/features/account/form-messages.ts',
                    'src/features/account/components/form-alert.tsx',
                    'contract/account-rules.ts',
                    'contract/text-rules.ts',
                  ]),
                ),
                // Signing in or registering: completing the login and merging the guest's cart.
                together(
                  'login',
                  sources([
                    'src/features/cart/login-merge.ts',
                    'src/features/cart/api/merge-guest-carts.ts',
                    'src/features/cart/hooks/use-merge-guest-carts.ts',
                    'src/features/account/hooks/use-complete-login.ts',
                  ]),
                ),
                // The marketing pages' header, shop menu and footer: one file on each of them.
                together(
                  'official',
                  sources(
                    [
                      'official-header.tsx',
                      'official-header.css',
                      'shop-menu.tsx',
                      'shop-menu.css',
                      'shop-menu-parts.tsx',
                      'official-footer.tsx',
                      'official-footer.css',
                    ].map((file) => `src/features/marketing/components/${file}`),
                  ),
                ),
                // The marketing pictures and films warmed and played on the home, study and power pages.
                together(
                  'marketing-media',
                  sources([
                    'src/features/marketing/hooks/use-warm-marketing-media.ts',
                    'src/features/marketing/components/background-video.tsx',
                    'src/features/marketing/components/background-video.css',
                  ]),
                ),
                // A product listing: its query, grid, cards, pages and category filter.
                together(
                  'listing',
                  sources(
                    [
                      'api/get-goods-list.ts',
                      ...[
                        'goods-card.tsx',
                        'goods-grid.tsx',
                        'goods-grid.css',
                        'pagination.tsx',
                        'category-filter.tsx',
                        'category-filter.css',
                      ].map((file) => `components/${file}`),
                    ].map((path) => `src/features/catalogue/${path}`),
                  ),
                ),
                // Radix's dialogs (the address book's, the age gate's, the lazy drawers' and the
                // search's) with the layers under them, in one file. The toaster and the shop menu,
                // which use only the layers, load it with their first toast or opening.
                together(
                  'radix-dialog',
                  packages(
                    '@radix-ui[\\\\/]react-(dialog|alert-dialog|focus-scope|focus-guards|dismissable-layer|presence|portal)',
                    'react-remove-scroll',
                    'react-remove-scroll-bar',
                    'aria-hidden',
                    'use-sidecar',
                    'react-style-singleton',
                    'use-callback-ref',
                    'get-nonce',
                    'tslib',
                  ),
                ),
              ],
            },
          },
        },
  },
})
