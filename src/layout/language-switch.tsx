import { TranslationOutlined } from '@ant-design/icons';
import { Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '@/lib/i18n';
import { LANGUAGES } from '@/lib/i18n/detect';

/** Switches zh-CN / en live; the choice goes into the `language` cookie. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [i18n.language],
        items: LANGUAGES.map((lng) => ({ key: lng, label: t(`languages.${lng}`) })),
        onClick: ({ key }) => void changeLanguage(key as (typeof LANGUAGES)[number]),
      }}
    >
      <button type="button" className="header-tool" aria-label={t('navbar.language')} data-testid="language-switch">
        <TranslationOutlined />
      </button>
    </Dropdown>
  );
}
