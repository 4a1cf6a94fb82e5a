import type { ComponentType } from 'react';

/**
 * The lazy component registry: a menu item's `component` (for example `system/user/index`) names
 * the file `src/pages/system/user/index.tsx`, which becomes its own chunk. Adding a page is adding
 * that file; nothing else registers it.
 */
export type PageModule = { default: ComponentType };
export type PageLoader = () => Promise<PageModule>;

const modules = import.meta.glob<PageModule>('../pages/**/*.tsx');

export const pageRegistry: Record<string, PageLoader> = Object.fromEntries(
  Object.entries(modules).map(([file, load]) => [file.replace(/^\.\.\/pages\//, '').replace(/\.tsx$/, ''), load]),
);

export function hasPage(component: string | undefined, registry: Record<string, PageLoader> = pageRegistry): boolean {
  return Boolean(component && Object.prototype.hasOwnProperty.call(registry, component));
}
