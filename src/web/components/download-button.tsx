import { Button, type ButtonProps, Loader } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export interface DownloadButtonProps extends ButtonProps {
  /** From the first click until the file is saved or the failure shown (useSubmitOnce's pending). */
  busy: boolean;
  onClick: () => void;
  children: ReactNode;
}

/** A button that fetches a file: a download icon, or a spinner and disabled while the file comes. */
export function DownloadButton({ busy, onClick, children, ...props }: DownloadButtonProps) {
  return (
    <Button
      variant="light"
      {...props}
      leftSection={busy ? <Loader size="xs" /> : <IconDownload size="1rem" aria-hidden />}
      onClick={onClick}
      disabled={busy}
      aria-busy={busy}
    >
      {children}
    </Button>
  );
}
