import { useEffect, useState, type ComponentType } from 'react';
import { contentPaths } from '@/config/env';
import { COMMON_ICONS } from './common-icons';

/** Menu icons whose name starts with this prefix are images from the menu file preview path. */
export const FILE_ICON_PREFIX = 'file:';

let allIcons: Promise<Record<string, unknown>> | undefined;

function loadAllIcons(): Promise<Record<string, unknown>> {
  // The icon set's own entry: a dynamic import of the package root would drag every icon into the
  // chunks /login loads, because the root is also imported statically.
  allIcons ??= import('@ant-design/icons/es/icons') as unknown as Promise<Record<string, unknown>>;
  return allIcons;
}

function isIconComponent(value: unknown): value is ComponentType {
  return typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value);
}

/** An antd icon by name, a server-file icon (`file:<key>`), or nothing for an unknown name. */
export function MenuIcon({ name }: { name?: string }) {
  const common = name ? COMMON_ICONS[name] : undefined;
  const [loaded, setLoaded] = useState<{ name: string; icon: ComponentType | undefined }>();

  useEffect(() => {
    if (!name || common || name.startsWith(FILE_ICON_PREFIX) || !/^[A-Z][A-Za-z]+$/.test(name)) return;
    let live = true;
    void loadAllIcons().then((icons) => {
      const icon = icons[name];
      if (live) setLoaded({ name, icon: isIconComponent(icon) ? icon : undefined });
    });
    return () => {
      live = false;
    };
  }, [name, common]);

  if (!name) return null;
  if (name.startsWith(FILE_ICON_PREFIX)) {
    const key = name.slice(FILE_ICON_PREFIX.length);
    return <img src={contentPaths.menuIcon(key)} alt="" width={14} height={14} className="menu-file-icon" />;
  }
  const Icon = common ?? (loaded?.name === name ? loaded.icon : undefined);
  return Icon ? <Icon /> : null;
}
