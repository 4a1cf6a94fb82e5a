/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_BASE?: string;
  readonly VITE_CONTENT_BASE?: string;
  readonly VITE_RSA_PUBLIC_KEY?: string;
  readonly VITE_USE_MOCK?: string;
  readonly VITE_REQUEST_TIMEOUT?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
