import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { accessibleShade, contrastRatio, parseHex, tint } from '@/app/contrast';
import { HINT_TEXT, themeColours, themeFor } from '@/app/theme';
import { DEFAULT_THEME_COLOR } from '@/stores/settings';
import { THEME_PRESETS } from '@/layout/header-tools';

const WHITE = '#FFFFFF';
/** rgba(0, 0, 0, a) laid on white, as the eye (and axe) sees it. */
const onWhite = (rgba: string) => {
  const alpha = Number(/rgba\(0, 0, 0, ([\d.]+)\)/.exec(rgba)?.[1]);
  const grey = Math.round(255 * (1 - alpha))
    .toString(16)
    .padStart(2, '0');
  return `#${grey}${grey}${grey}`;
};

describe('text shades of the theme colour', () => {
  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000000', WHITE)).toBeCloseTo(21, 5);
    expect(contrastRatio(WHITE, WHITE)).toBe(1);
    // The figures: the spec default and antd's link blue on white.
    expect(contrastRatio('#409EFF', WHITE)).toBeCloseTo(2.78, 2);
    expect(contrastRatio('#1677FF', WHITE)).toBeCloseTo(4.1, 1);
    expect(contrastRatio('#8C8C8C', WHITE)).toBeCloseTo(3.36, 2);
  });

  it.each([DEFAULT_THEME_COLOR, ...THEME_PRESETS, '#FF4D4F', '#52C41A', '#FAAD14', '#13C2C2', '#FFFF00', '#FFFFFF'])(
    'gives %s a shade that reaches 4.5:1 on white, and white 4.5:1 on it',
    (color) => {
      const shade = accessibleShade(color);
      expect(contrastRatio(shade, WHITE)).toBeGreaterThanOrEqual(4.5);
      // No darker than needed: a shade a little lighter would not pass.
      expect(contrastRatio(shade, WHITE)).toBeLessThan(
        contrastRatio(color, WHITE) >= 4.5 ? contrastRatio(color, WHITE) + 0.001 : 4.7,
      );
    },
  );

  it('keeps the hue: the default blue stays blue, only darker', () => {
    const shade = accessibleShade(DEFAULT_THEME_COLOR);
    expect(shade).not.toBe(DEFAULT_THEME_COLOR);
    const [r, g, b] = parseHex(shade);
    const [r0, g0, b0] = parseHex(DEFAULT_THEME_COLOR);
    expect(b).toBeGreaterThan(g);
    expect(g).toBeGreaterThan(r);
    expect(r / b).toBeCloseTo(r0 / b0, 1);
    expect(g / b).toBeCloseTo(g0 / b0, 1);
  });

  it('leaves a colour that already passes as it is', () => {
    expect(accessibleShade('#304156')).toBe('#304156');
    expect(accessibleShade('#212121')).toBe('#212121');
  });

  it('lightens on a dark background', () => {
    const shade = accessibleShade('#6959CD', '#1F2D3D');
    expect(contrastRatio('#6959CD', '#1F2D3D')).toBeLessThan(4.5);
    expect(contrastRatio(shade, '#1F2D3D')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(shade, WHITE)).toBeLessThan(contrastRatio('#6959CD', WHITE));
  });
});

describe('the console theme', () => {
  it('writes links, table actions, tags and selected menu items in the shade, and keeps #409EFF on primary buttons', () => {
    const config = themeFor(DEFAULT_THEME_COLOR, 'medium');
    const shade = themeColours(DEFAULT_THEME_COLOR, false).text;
    expect(config.token).toMatchObject({ colorPrimary: shade, colorLink: shade, colorPrimaryText: shade });
    // On white, on the light grey of table headers and on the pale background of selected items.
    for (const background of [WHITE, '#F5F5F5', String(config.token?.colorPrimaryBg)])
      expect(contrastRatio(shade, background)).toBeGreaterThanOrEqual(4.5);
    expect(config.token?.colorPrimaryBg).toBe(tint(DEFAULT_THEME_COLOR, 0.9));
    // The status tags: colorInfo on its own pale background.
    expect(contrastRatio(String(config.token?.colorInfo), String(config.token?.colorInfoBg))).toBeGreaterThanOrEqual(
      4.5,
    );
    expect(config.components?.Menu?.darkItemSelectedBg).toBe(shade);
    expect(config.components?.Button?.colorPrimary?.toUpperCase()).toBe('#409EFF');
  });

  it('darkens the grey hints to 4.5:1', () => {
    const config = themeFor(DEFAULT_THEME_COLOR, 'medium');
    expect(config.token?.colorTextDescription).toBe(HINT_TEXT);
    expect(contrastRatio(onWhite(HINT_TEXT), WHITE)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(onWhite(HINT_TEXT), '#F0F2F5')).toBeGreaterThanOrEqual(4.5);
    for (const token of ['colorError', 'colorSuccess', 'colorWarning'] as const)
      expect(contrastRatio(String(config.token?.[token]), WHITE)).toBeGreaterThanOrEqual(4.5);
  });

  it('draws every focus ring at 3:1 on white, a field in error or warning included', () => {
    for (const color of [DEFAULT_THEME_COLOR, '#13C2C2', '#FAAD14']) {
      const token = themeFor(color, 'medium').token;
      expect(token?.controlOutlineWidth).toBeGreaterThanOrEqual(2);
      for (const ring of ['controlOutline', 'colorPrimaryBorder', 'colorErrorOutline', 'colorWarningOutline'] as const)
        expect(contrastRatio(String(token?.[ring]), WHITE), ring).toBeGreaterThanOrEqual(3);
    }
  });

  it("gives the sign-in page, drawn before antd, the default theme's own ring colour", () => {
    const css = readFileSync('src/features/login/login-page.module.css', 'utf8');
    const ring = css.match(/--focus-ring:\s*(#[0-9a-fA-F]{6})/)?.[1];
    expect(ring?.toLowerCase()).toBe(themeColours(DEFAULT_THEME_COLOR, false).text.toLowerCase());
  });

  it('in high contrast, fills primary buttons with the shade too', () => {
    for (const color of [DEFAULT_THEME_COLOR, '#13C2C2']) {
      const config = themeFor(color, 'medium', true);
      expect(config.components?.Button).toEqual({});
      expect(contrastRatio(WHITE, String(config.token?.colorPrimary))).toBeGreaterThanOrEqual(4.5);
    }
  });
});
