import { menuApi, type MenuQuery } from '@/api/modules/system/menu';
import type { CallOptions } from '@/api/resource';
import { defineResource } from '@/components/crud/define-resource';
import { MenuNameCell } from '@/features/org/menu/menu-name-cell';

/**
 * Menus (菜单管理), the sys_menu table behind the sidebar: a tree of directories (M), pages (C) and
 * buttons (F). The list and search come from this declaration; the add/edit dialog is the menu
 * feature's own (its fields depend on the type).
 */
export const menuResource = defineResource({
  key: 'menu',
  api: menuApi,
  idKey: 'menuId',
  nameField: 'menuName',
  permission: 'system:menu',
  fields: [
    {
      name: 'menuName',
      search: true,
      required: true,
      list: { width: 240, render: (name, menu) => <MenuNameCell name={name} icon={menu.icon} /> },
    },
    { name: 'menuType', kind: 'dict', dict: 'sys_menu_type', list: { width: 90 } },
    { name: 'orderNum', kind: 'number', required: true, list: { width: 80 } },
    { name: 'perms', list: { ellipsis: true, width: 200 } },
    { name: 'component', list: { ellipsis: true, width: 200 } },
    { name: 'visible', kind: 'dict', dict: 'sys_show_hide', list: { width: 90 } },
    { name: 'status', kind: 'status', search: true, list: { width: 90 } },
    { name: 'createTime', kind: 'datetime', list: { width: 170 } },
  ],
});

/**
 * `menus/list` is the whole table at once. The name is matched on the page, against the stored name
 * and the translated title people see (names are i18n keys such as `user`), so only status goes out.
 * The page reads its list through this source, which also keys the list's prefetch at navigation.
 */
export const menuTree = {
  page: async ({ status }: MenuQuery, options?: CallOptions) => {
    const list = await menuApi.list({ status }, options);
    return { list, total: list.length };
  },
};
