/** Environment read and checked once; the rest of the app imports these values, never import.meta.env. */
function readString(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;
}

function readNumber(value: unknown, fallback: number): number {
  const n = typeof value === 'string' ? Number(value) : NaN;
  return Number.isFinite(n) && n > 0 ? n : fallback;
}

const raw = import.meta.env;

export const env = {
  apiBase: readString(raw.VITE_API_BASE, '/api/admin'),
  contentBase: readString(raw.VITE_CONTENT_BASE, '/api/content'),
  rsaPublicKey: readString(raw.VITE_RSA_PUBLIC_KEY, ''),
  useMock: raw.VITE_USE_MOCK === 'true',
  /** §9: 50 seconds; VITE_REQUEST_TIMEOUT (ms) shortens it for tests. */
  requestTimeoutMs: readNumber(raw.VITE_REQUEST_TIMEOUT, 50_000),
  isProduction: raw.PROD,
  /** The sign-in page's hint; written out here so a build without the mock folds it away (invariant 13). */
  demoAccounts: import.meta.env.VITE_USE_MOCK === 'true' ? 'admin / admin123, operator / operator123' : '',
} as const;

/** Preview paths on the content service (avatars, menu icons, stored files). */
export const contentPaths = {
  filePreview: (key: string) => `${env.contentBase}/files/preview/${encodeURIComponent(key)}`,
  menuIcon: (key: string) => `${env.contentBase}/menus/preview/${encodeURIComponent(key)}`,
  dashboardCount: `${env.contentBase}/wms/count`,
};
