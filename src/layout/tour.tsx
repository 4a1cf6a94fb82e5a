import { QuestionCircleOutlined } from '@ant-design/icons';
import { Badge, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export const TOUR_DONE_KEY = 'console:tour-done';

/** Header tools the tour visits, by data-testid; steps whose tool is not on screen are skipped. */
const STEPS = [
  ['hamburger', 'hamburger'],
  ['header-search', 'search'],
  ['fullscreen', 'fullscreen'],
  ['size-select', 'size'],
  ['language-switch', 'language'],
  ['settings-button', 'settings'],
  ['tags-view', 'tags'],
] as const;

/** §2 short guided tour of the header (driver.js, loaded on first use); remembered as done. */
export function TourButton() {
  const { t } = useTranslation('layout');
  const [done, setDone] = useState(() => localStorage.getItem(TOUR_DONE_KEY) === '1');
  const start = async () => {
    const [{ driver }] = await Promise.all([import('driver.js'), import('driver.js/dist/driver.css')]);
    const steps = STEPS.filter(([id]) => document.querySelector(`[data-testid="${id}"]`)).map(([id, key]) => ({
      element: `[data-testid="${id}"]`,
      popover: { title: t(`tour.${key}.title`), description: t(`tour.${key}.description`) },
    }));
    const tour = driver({
      showProgress: true,
      progressText: '{{current}} / {{total}}',
      nextBtnText: t('tour.next'),
      prevBtnText: t('tour.prev'),
      doneBtnText: t('tour.done'),
      steps,
      // Every way out (done, close, Escape, overlay) passes here; onDestroyed is skipped when the
      // tour closes mid-animation.
      onDestroyStarted: () => {
        localStorage.setItem(TOUR_DONE_KEY, '1');
        setDone(true);
        tour.destroy();
      },
    });
    tour.drive();
  };
  return (
    <Tooltip title={t('tools.tour')}>
      <button
        type="button"
        className="header-tool"
        aria-label={t('tools.tour')}
        data-testid="tour-button"
        onClick={() => void start()}
      >
        <Badge dot={!done}>
          <QuestionCircleOutlined style={{ fontSize: 18 }} />
        </Badge>
      </button>
    </Tooltip>
  );
}
