import { MenuIcon } from '@/components/icons/menu-icon';
import { useMenuTitle } from './menu-title';
import styles from '../org.module.css';

/** A menu's icon and translated name in the menu table (text only). */
export function MenuNameCell({ name, icon }: { name: string | undefined; icon: string | undefined }) {
  const title = useMenuTitle();
  return (
    <span className={styles.iconLabel}>
      {icon && icon !== '#' && <MenuIcon name={icon} />}
      {title(name)}
    </span>
  );
}
