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

export default defineConfig({
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // Every client import of zod goes through its CSP-safe configuration.
      { find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/zod-jitless.ts', import.meta.url)) },
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
      // Loaders ride with their component: the first page loads only its own route's code.
      codeSplittingOptions: {
        defaultBehavior: [
          ['loader', 'component'],
          ['pendingComponent', 'errorComponent', 'notFoundComponent'],
        ],
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
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: {
              groups: [
                // What every first visit runs, in few files rather than dozens of small requests.
                // The cache's persistence (query-persist-client, idb-keyval) loads after paint: not here.
                {
                  name: 'framework',
                  test: /[\\/]node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|@tanstack[\\/](?!react-table|table-core|query-async-storage-persister|query-persist-client-core|react-query-persist-client)[^\\/]+|@lingui)[\\/]/,
                  priority: 20,
                },
                {
                  name: 'app',
                  test: (id) =>
                    !id.includes('?') &&
                    !/[\\/]-components[\\/]|\.test\.tsx?$|zod-jitless|query-persistence|form-resolver/.test(id) &&
                    /[\\/]src[\\/](routes[\\/].*\.tsx|routeTree\.gen\.ts|router\.tsx|session\.ts|mutation-defaults\.ts|lib[\\/][^/\\]+\.ts|ui[\\/]toast-store\.ts|features[\\/]cart[\\/](api[\\/])?[^/\\]+\.ts)$|[\\/]contract[\\/]cart-rules\.ts$/.test(
                      id,
                    ),
                  includeDependenciesRecursively: false,
                  priority: 10,
                },
              ],
            },
          },
        },
  },
})
