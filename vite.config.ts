import { fileURLToPath, URL } from 'node:url'
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import babel from '@rolldown/plugin-babel'
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { VitePWA } from 'vite-plugin-pwa'

// Where marketing media lives (object storage / CDN). Empty: the API server's own /media.
const mediaOrigin = process.env.MEDIA_ORIGIN ?? ''
// Where the API lives. Empty: same origin as the SPA.
const apiOrigin = process.env.API_ORIGIN ?? ''
const devApi = `http://127.0.0.1:${process.env.PORT ?? 8080}`

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  define: {
    'import.meta.env.MEDIA_ORIGIN': JSON.stringify(mediaOrigin),
    'import.meta.env.API_ORIGIN': JSON.stringify(apiOrigin),
  },
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // Loaders ride with their component: the first page loads only its own route's code.
      codeSplittingOptions: { defaultBehavior: [['loader', 'component'], ['pendingComponent', 'errorComponent', 'notFoundComponent']] },
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
    target: 'es2023',
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // zod with its CSP-safe setting in one chunk, evaluated before any schema is built.
          groups: [{ name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]|[\\/]src[\\/]lib[\\/]zod-config/, priority: 10 }],
        },
      },
    },
  },
})
