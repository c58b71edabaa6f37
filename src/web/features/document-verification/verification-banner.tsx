import { Alert, Text } from '@mantine/core';
import { IconAlertTriangle, IconBan, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { DocumentStatus, VerifiedDocument } from '#domain/document-verification.ts';
import { useVerifyFormat } from './verify-format.ts';
import classes from './verify-page.module.css';

const looks: Record<DocumentStatus, { color: string; icon: typeof IconCircleCheck }> = {
  valid: { color: 'green', icon: IconCircleCheck },
  changed: { color: 'yellow', icon: IconAlertTriangle },
  withdrawn: { color: 'red', icon: IconBan },
};

/** A CV and a sea-time statement list several trips: "the logbook changed" says it for them. */
const listsTrips = (kind: VerifiedDocument['kind']) => kind === 'cv' || kind === 'sea_time_statement';

/** The answer in one sentence, in words (the colour and icon only repeat it), then what it means. */
export function VerificationBanner({ document }: { document: VerifiedDocument }) {
  const { t } = useTranslation();
  const format = useVerifyFormat();
  const date = format.issuedDay(document.issued_at);
  const kind = t(`verify_page.kinds.${document.kind}`);
  const { color, icon: Icon } = looks[document.status];
  const title =
    document.status === 'changed'
      ? t(listsTrips(document.kind) ? 'verify_page.status.changed_logbook' : 'verify_page.status.changed', {
          date,
        })
      : t(`verify_page.status.${document.status}`);
  return (
    <Alert
      color={color}
      variant="light"
      role="status"
      icon={<Icon aria-hidden />}
      title={title}
      classNames={{ title: `${classes.alertTitle} ${classes.bannerTitle}` }}
    >
      <Text size="sm">
        {document.status === 'withdrawn' && listsTrips(document.kind)
          ? t('verify_page.status_text.withdrawn_logbook', { kind, date })
          : t(`verify_page.status_text.${document.status}`, { kind, date })}
      </Text>
    </Alert>
  );
}
