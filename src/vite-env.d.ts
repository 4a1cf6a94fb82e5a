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

/** The mock's tower records worked out when the demo was built (vite.config.ts), as JSON text. */
declare module 'virtual:tower-history' {
  const history: string | undefined;
  export default history;
}
