import { Alert, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ShownCheck } from './check-table';

export interface Verdict {
  legal?: boolean;
  recommended?: boolean;
}

/** Recommended / legal, not recommended / not legal; nothing known shows a dash. */
export function VerdictTag({ verdict }: { verdict: Verdict }) {
  const { t } = useTranslation('configurator');
  if (verdict.legal === undefined) return <span>—</span>;
  if (verdict.recommended) return <Tag color="success">{t('verdict.recommended')}</Tag>;
  if (verdict.legal) return <Tag color="warning">{t('verdict.legal')}</Tag>;
  return <Tag color="error">{t('verdict.illegal')}</Tag>;
}

/** The overall verdict with the codes that decide it. */
export function VerdictBanner({ verdict, checks }: { verdict: Verdict; checks: readonly ShownCheck[] }) {
  const { t } = useTranslation('configurator');
  const codes = (severity: ShownCheck['severity']) =>
    [...new Set(checks.filter((c) => !c.pass && c.severity === severity).map((c) => c.code))].join(', ');
  if (verdict.recommended)
    return (
      <Alert
        type="success"
        showIcon
        data-testid="verdict"
        title={t('verdict.recommendedTitle')}
        description={t('verdict.recommendedText')}
      />
    );
  if (verdict.legal)
    return (
      <Alert
        type="warning"
        showIcon
        data-testid="verdict"
        title={t('verdict.legalTitle')}
        description={t('verdict.legalText', { codes: codes('warning') })}
      />
    );
  return (
    <Alert
      type="error"
      showIcon
      data-testid="verdict"
      title={t('verdict.illegalTitle')}
      description={t('verdict.illegalText', { codes: codes('error') })}
    />
  );
}
