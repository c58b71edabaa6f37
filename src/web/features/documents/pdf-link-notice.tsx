import { Anchor, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconExternalLink, IconFileTypePdf } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { toastAccessibility } from '../../lib/notify.tsx';
import { revokeDelayMs } from './pdf-tab.ts';

/**
 * The browser refused the new tab: the PDF is offered as a link in a notification that stays until it is used
 * or closed. A click on the link is the user's own, so the tab opens; the address is revoked 100 ms after the
 * click, or when the notification goes away unused.
 */
export function showPdfLink(blob: Blob, t: TFunction) {
  const url = URL.createObjectURL(blob);
  let revoked = false;
  const revoke = () => {
    if (revoked) return;
    revoked = true;
    URL.revokeObjectURL(url);
  };
  const id = notifications.show({
    color: 'blue',
    autoClose: false,
    title: t('documents.ready_title'),
    icon: <IconFileTypePdf size={18} aria-hidden />,
    onClose: revoke,
    ...toastAccessibility(),
    message: (
      <Stack gap={4}>
        <Text size="sm">{t('documents.ready_text')}</Text>
        <Anchor
          href={url}
          target="_blank"
          rel="noopener"
          size="sm"
          fw={600}
          onClick={() =>
            window.setTimeout(() => {
              revoke();
              notifications.hide(id);
            }, revokeDelayMs)
          }
        >
          {t('documents.open_pdf')} <IconExternalLink size="0.9rem" aria-hidden />
        </Anchor>
      </Stack>
    ),
  });
}
