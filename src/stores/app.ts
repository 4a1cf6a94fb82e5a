import Cookies from 'js-cookie';
import { create } from 'zustand';

/** §9 size choices; how they map onto antd is in src/app/theme.ts. */
export const SIZES = ['default', 'medium', 'small', 'mini'] as const;
export type Size = (typeof SIZES)[number];
export const DEFAULT_SIZE: Size = 'medium';
export const MOBILE_BREAKPOINT = 992;

const SIDEBAR_COOKIE = 'sidebarStatus';
const SIZE_COOKIE = 'size';
const cookieOptions = { path: '/', sameSite: 'Lax' as const, expires: 365 };

export type Device = 'desktop' | 'mobile';

interface AppState {
  /** Desktop: expanded (true) or collapsed; persisted in a cookie (§4). */
  sidebarOpened: boolean;
  /** Mobile: the drawer is open. */
  drawerOpened: boolean;
  device: Device;
  size: Size;
  toggleSidebar: () => void;
  closeDrawer: () => void;
  setDevice: (device: Device) => void;
  setSize: (size: Size) => void;
}

function readSize(): Size {
  const saved = Cookies.get(SIZE_COOKIE);
  return (SIZES as readonly string[]).includes(saved ?? '') ? (saved as Size) : DEFAULT_SIZE;
}

export const useApp = create<AppState>((set, get) => ({
  sidebarOpened: Cookies.get(SIDEBAR_COOKIE) !== '0',
  drawerOpened: false,
  device: typeof window !== 'undefined' && window.innerWidth < MOBILE_BREAKPOINT ? 'mobile' : 'desktop',
  size: readSize(),
  toggleSidebar() {
    if (get().device === 'mobile') {
      set((s) => ({ drawerOpened: !s.drawerOpened }));
      return;
    }
    const sidebarOpened = !get().sidebarOpened;
    Cookies.set(SIDEBAR_COOKIE, sidebarOpened ? '1' : '0', cookieOptions);
    set({ sidebarOpened });
  },
  closeDrawer: () => set({ drawerOpened: false }),
  setDevice: (device) => set({ device, drawerOpened: false }),
  setSize(size) {
    Cookies.set(SIZE_COOKIE, size, cookieOptions);
    set({ size });
  },
}));
