import { CloseOutlined, PrinterOutlined } from '@ant-design/icons';
import { Button, Result, Spin } from 'antd';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { I18nextProvider, useTranslation } from 'react-i18next';
import type { SelectionData } from '@/api/modules/wms/seldata';
import { Segmented } from '@/components/choice/segmented';
import { currentLanguage } from '@/lib/i18n';
import { LANGUAGES, type Language } from '@/lib/i18n/detect';
import { usePageShown } from '@/router/page-location';
import { useLoad } from '../use-load';
import { ReportDocument } from './report-document';
import { createReportI18n, loadReportTexts } from './report-i18n';
import { useCatalogueParts } from './use-catalogue-parts';
import styles from './report.module.css';

export interface SelectionReportProps {
  /** The selection as saved, or (from the result step) as it would be saved. */
  selection: SelectionData;
  /** A saved selection is compared with today's catalogue; one being configured is today's. */
  saved: boolean;
  onClose: () => void;
}

/**
 * The printable selection report (issue 23), over the whole window: its own language switch and
 * a print button; printing shows the report alone on A4 (report.module.css), so the browser's
 * "Save as PDF" gives the customer's PDF. Built from the selection in hand: the only requests are
 * today's catalogue rows of a saved selection's parts, to say which have changed.
 */
export function SelectionReport({ selection, saved, onClose }: SelectionReportProps) {
  const { t } = useTranslation();
  const { t: tr } = useTranslation('report');
  // useLoad counts an answer of undefined as still loading.
  const texts = useLoad('report-texts', () => loadReportTexts().then(() => true));
  const root = useRef<HTMLDivElement>(null);
  // The control that opened the report, read before the report takes the focus.
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : undefined));
  // Its page kept behind another tag (the browser's Back while it was open): the report waits hidden.
  const shown = usePageShown();

  useEffect(() => {
    if (!shown) return;
    const close = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('keydown', close);
    return () => window.removeEventListener('keydown', close);
  }, [onClose, shown]);
  useEffect(() => {
    const overlay = root.current;
    if (!overlay || !shown) return;
    // A modal dialog: what it covers leaves the Tab order (Tab went on to the hidden page behind it),
    // and the focus goes back to the control that opened it when it closes.
    const covered = [...document.body.children].filter(
      (element): element is HTMLElement => element instanceof HTMLElement && element !== overlay && !element.inert,
    );
    for (const element of covered) element.inert = true;
    overlay.focus();
    return () => {
      for (const element of covered) element.inert = false;
      const lost =
        !document.activeElement || document.activeElement === document.body || overlay.contains(document.activeElement);
      if (lost && opener?.isConnected) opener.focus();
    };
  }, [opener, shown]);

  return createPortal(
    <div
      ref={root}
      className={styles.overlay}
      data-print-root=""
      role="dialog"
      aria-modal="true"
      aria-label={[tr('title'), selection.selectionNo].filter(Boolean).join(' ')}
      tabIndex={-1}
      data-testid="selection-report"
      hidden={!shown}
    >
      {texts.failed ? (
        <Result
          status="warning"
          title={t('common:errorPage.crashedTitle')}
          extra={[
            <Button key="retry" type="primary" onClick={texts.reload}>
              {t('common:actions.retry')}
            </Button>,
            <Button key="close" onClick={onClose}>
              {t('common:actions.back')}
            </Button>,
          ]}
        />
      ) : texts.loading ? (
        <Spin className={styles.loading} description={t('common:loading')} />
      ) : (
        <LoadedReport selection={selection} saved={saved} onClose={onClose} />
      )}
    </div>,
    document.body,
  );
}

function LoadedReport({ selection, saved, onClose }: SelectionReportProps) {
  const { t } = useTranslation('report');
  const languageLabel = useId();
  const [language, setLanguage] = useState<Language>(currentLanguage);
  const reportI18n = useMemo(() => createReportI18n(currentLanguage()), []);
  const catalogue = useCatalogueParts(saved ? selection : undefined);
  const shown = usePageShown();
  // "Save as PDF" names the file after the page title: the report's, in its language, while it is open.
  useEffect(() => {
    if (!shown) return;
    const before = document.title;
    document.title = [reportI18n.t('report:title'), selection.selectionNo].filter(Boolean).join(' ');
    return () => {
      document.title = before;
    };
  }, [reportI18n, language, selection.selectionNo, shown]);
  const switchTo = (lng: Language) => {
    setLanguage(lng);
    void reportI18n.changeLanguage(lng);
  };
  return (
    <>
      <div className={styles.toolbar} role="toolbar" aria-label={t('title')}>
        <span className={styles.toolbarLabel} id={languageLabel}>
          {t('toolbar.language')}
        </span>
        <Segmented<Language>
          aria-labelledby={languageLabel}
          value={language}
          onChange={switchTo}
          options={LANGUAGES.map((lng) => ({ value: lng, label: t(`common:languages.${lng}`) }))}
        />
        <span className={styles.spacer} />
        <Button type="primary" icon={<PrinterOutlined />} onClick={() => window.print()}>
          {t('toolbar.print')}
        </Button>
        <Button icon={<CloseOutlined />} onClick={onClose}>
          {t('toolbar.close')}
        </Button>
      </div>
      <I18nextProvider i18n={reportI18n}>
        <ReportDocument
          selection={selection}
          saved={saved}
          current={catalogue.current}
          comparing={saved && catalogue.loading}
          language={language}
        />
      </I18nextProvider>
    </>
  );
}
