import { theme, type ThemeConfig } from 'antd';
import type { SizeType } from 'antd/es/config-provider/SizeContext';
import type { Size } from '@/stores/app';

/**
 * The four §9 sizes on antd's three: default → large, medium → middle (the default choice),
 * small → small, mini → small with the compact algorithm (tighter paddings and tables).
 */
export const SIZE_TO_ANTD: Record<Size, { componentSize: SizeType; compact: boolean }> = {
  default: { componentSize: 'large', compact: false },
  medium: { componentSize: 'middle', compact: false },
  small: { componentSize: 'small', compact: false },
  mini: { componentSize: 'small', compact: true },
};

export const SIDEBAR_BG = '#304156';
export const SIDEBAR_SUBMENU_BG = '#1f2d3d';

export function themeFor(color: string, size: Size): ThemeConfig {
  const compact = SIZE_TO_ANTD[size].compact;
  return {
    algorithm: compact ? [theme.defaultAlgorithm, theme.compactAlgorithm] : theme.defaultAlgorithm,
    token: { colorPrimary: color, borderRadius: 4 },
    components: {
      Layout: { siderBg: SIDEBAR_BG, headerBg: '#ffffff', headerPadding: '0 12px' },
      // The dark menu on the sidebar's own colours, so the menu and the Sider below it match.
      Menu: {
        darkItemBg: SIDEBAR_BG,
        darkSubMenuItemBg: SIDEBAR_SUBMENU_BG,
        darkPopupBg: SIDEBAR_BG,
        darkItemColor: '#bfcbd9',
        darkItemSelectedBg: color,
      },
    },
  };
}
