/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly MEDIA_ORIGIN: string
  readonly API_ORIGIN: string
}
