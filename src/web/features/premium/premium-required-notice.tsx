import { Alert, Text } from '@mantine/core';
import { IconCrown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AnchorLink } from '../../components/links.tsx';

/** The yellow notice a list shows at ?error=premium_required, with the way to Premium. */
export function PremiumRequiredNotice() {
  const { t } = useTranslation();
  return (
    <Alert color="yellow" icon={<IconCrown aria-hidden />} title={t('premium.notice.title')}>
      <Text size="sm">
        {t('premium.notice.text')}{' '}
        <AnchorLink to="/captain-profile" search={{ tab: 'premium' }} fw={600}>
          {t('premium.notice.link')}
        </AnchorLink>
      </Text>
    </Alert>
  );
}
