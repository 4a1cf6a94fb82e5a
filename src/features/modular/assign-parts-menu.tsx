import { ApartmentOutlined, DownOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { PART_KINDS, partsPath } from './parts';
import { usePathNavigate } from '@/router/app-router';

/** A modular row's way to its four assignment pages (load cells, woven lines, stabilizers, over-plates). */
export function AssignPartsMenu({ modularId }: { modularId: number }) {
  const { t } = useTranslation('modular');
  const navigate = usePathNavigate();
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: PART_KINDS.map((kind) => ({
          key: kind,
          label: t(`parts.${kind}`),
          onClick: () => navigate(partsPath(kind, modularId)),
        })),
      }}
    >
      <Button type="link" size="small" icon={<ApartmentOutlined />}>
        {t('parts.assign')}
        <DownOutlined />
      </Button>
    </Dropdown>
  );
}
