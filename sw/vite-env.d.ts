/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly MEDIA_ORIGIN: string
}
