import { theme, type ThemeConfig } from 'antd';
import type { SizeType } from 'antd/es/config-provider/SizeContext';
import type { Size } from '@/stores/app';
import { accessibleShade, tint } from './contrast';

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

/** Grey hint and description text: antd's rgba(0, 0, 0, 0.45) is 3.4:1 on white; this is 5.7:1 (4.9:1 on the page grey). */
export const HINT_TEXT = 'rgba(0, 0, 0, 0.6)';

/**
 * The colours the theme colour turns into. `text` is the shade every text in the theme colour uses
 * (links, table actions, selected menu items, tags, pagination, tabs): 4.5:1 on white, and white on
 * it 4.5:1 too. `fill` is the primary buttons' fill: the theme colour itself, the one contrast
 * exception of the default theme (white on #409EFF is 2.8:1), or the text shade in high contrast.
 */
export function themeColours(color: string, highContrast: boolean): { text: string; fill: string } {
  // On the light greys too (#F5F5F5: table headers, disabled fields) and on the colour's own pale
  // tint (selected items of light menus and lists, PRIMARY_BG below).
  const text = accessibleShade(accessibleShade(color, '#F5F5F5'), tint(color, PRIMARY_BG_TINT - 0.02));
  return { text, fill: highContrast ? text : color };
}

/** The pale background of selected items: the theme colour mixed with this much white. */
const PRIMARY_BG_TINT = 0.9;

export function themeFor(color: string, size: Size, highContrast = false): ThemeConfig {
  const compact = SIZE_TO_ANTD[size].compact;
  const { text, fill } = themeColours(color, highContrast);
  const infoBg = tint(color, 0.9);
  const [hover, active] = [accessibleShade(color, '#FFFFFF', 6), accessibleShade(color, '#FFFFFF', 7.5)];
  // Everything antd draws in colorPrimary gets the text shade; only the solid primary button keeps
  // the chosen colour (its other variants take the shade back in styles.css).
  const button = fill === text ? {} : pick(theme.getDesignToken({ token: { colorPrimary: fill } }));
  return {
    algorithm: compact ? [theme.defaultAlgorithm, theme.compactAlgorithm] : theme.defaultAlgorithm,
    token: {
      colorPrimary: text,
      colorPrimaryBg: tint(color, PRIMARY_BG_TINT),
      colorPrimaryText: text,
      colorPrimaryTextHover: hover,
      colorPrimaryTextActive: active,
      colorLink: text,
      colorLinkHover: hover,
      colorLinkActive: active,
      // Focus: antd's outline (buttons, checkboxes, menus) and the inputs' focus ring, 3:1 and more.
      colorPrimaryBorder: text,
      controlOutline: text,
      controlOutlineWidth: 2,
      colorTextTertiary: HINT_TEXT,
      colorTextDescription: HINT_TEXT,
      colorTextPlaceholder: HINT_TEXT,
      // Status tags and alerts write the status colour on its pale background: both set, as antd would
      // derive a greyer background from a darker colour.
      colorInfo: accessibleShade(color, infoBg),
      colorInfoBg: infoBg,
      colorError: accessibleShade('#FF4D4F', '#FFF2F0'),
      colorErrorBg: '#FFF2F0',
      colorSuccess: accessibleShade('#52C41A', '#F6FFED'),
      colorSuccessBg: '#F6FFED',
      colorWarning: accessibleShade('#FAAD14', '#FFFBE6'),
      colorWarningBg: '#FFFBE6',
      // A field in error keeps a focus ring as clear as the others: antd's is a 6 % tint of red.
      colorErrorOutline: accessibleShade('#FF4D4F', '#FFFFFF', 3),
      colorWarningOutline: accessibleShade('#FAAD14', '#FFFFFF', 3),
      borderRadius: 4,
    },
    components: {
      Button: button,
      Layout: { siderBg: SIDEBAR_BG, headerBg: '#ffffff', headerPadding: '0 12px' },
      // The dark menu on the sidebar's own colours, so the menu and the Sider below it match.
      Menu: {
        darkItemBg: SIDEBAR_BG,
        darkSubMenuItemBg: SIDEBAR_SUBMENU_BG,
        darkPopupBg: SIDEBAR_BG,
        darkItemColor: '#bfcbd9',
        darkItemSelectedBg: text,
      },
    },
  };
}

/** The primary button's own colours, as antd derives them from the chosen colour. */
function pick(token: ReturnType<typeof theme.getDesignToken>) {
  return {
    colorPrimary: token.colorPrimary,
    colorPrimaryHover: token.colorPrimaryHover,
    colorPrimaryActive: token.colorPrimaryActive,
  };
}
