import { Alert } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** How long the "yacht added" banner stays. */
export const createdBannerMs = 5000;

/** "Yacht added" above the list after a create, gone after five seconds or when closed. */
export function CreatedBanner() {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    const timer = window.setTimeout(() => setVisible(false), createdBannerMs);
    return () => window.clearTimeout(timer);
  }, []);
  if (!visible) return null;
  return (
    <Alert
      color="green"
      icon={<IconCheck aria-hidden />}
      withCloseButton
      closeButtonLabel={t('yachts.list.close_banner')}
      onClose={() => setVisible(false)}
      role="status"
    >
      {t('yachts.list.created_banner')}
    </Alert>
  );
}
