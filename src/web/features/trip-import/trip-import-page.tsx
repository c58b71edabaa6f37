import { Alert, Container, Stack } from '@mantine/core';
import { IconClockExclamation } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportMapping, ImportPreview } from '#domain/trip-transfer/import.ts';
import { ApiError } from '../../lib/api-client.ts';
import { failureMessage, notifyFailure, notifySuccess } from '../../lib/notify.tsx';
import { useSubmitOnce } from '../../lib/use-submit-once.ts';
import { PremiumGate } from '../premium/premium-gate.tsx';
import { TripFormPageHeader } from '../trips/wizard/page-parts.tsx';
import { useCommitImport, useUploadImport } from './api.ts';
import { PreviewStep } from './preview-step.tsx';
import { UploadStep } from './upload-step.tsx';

const listPath = '/sailing-trips';

interface Uploaded {
  file: File;
  /** The captain's own column choices so far (the rest keep the server's match by name). */
  mapping: ImportMapping;
  preview: ImportPreview;
}

/** Upload, then the preview with its column choices, then the commit; back to the upload after "Start over". */
function TripImport() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const upload = useUploadImport();
  const commit = useCommitImport();
  const [uploaded, setUploaded] = useState<Uploaded | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [expired, setExpired] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const uploadMessage = (failure: unknown) => {
    const field = failure instanceof ApiError ? failure.fieldErrors.file?.[0] : undefined;
    if (field) return i18n.exists(field) ? t(field) : field;
    return failureMessage(failure, t('trip_import.page.upload_failed'));
  };

  const send = useSubmitOnce(async (file: File, mapping: ImportMapping) => {
    const first = uploaded === null;
    setUploadError(null);
    setRefusal(null);
    if (first) {
      setExpired(false);
      setProgress(0);
    }
    try {
      const answer = await upload.mutateAsync({ file, mapping, onProgress: first ? setProgress : () => {} });
      setUploaded({ file, mapping, preview: answer.import });
    } catch (failure) {
      if (first) setUploadError(uploadMessage(failure));
      else notifyFailure(uploadMessage(failure));
    } finally {
      setProgress(null);
    }
  });

  const startOver = () => {
    setUploaded(null);
    setRefusal(null);
    setUploadError(null);
  };

  const save = useSubmitOnce(async () => {
    if (!uploaded) return;
    setRefusal(null);
    try {
      const answer = await commit.mutateAsync(uploaded.preview.id);
      notifySuccess(answer.message);
      await navigate({ to: listPath });
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 404) {
        startOver();
        setExpired(true);
      } else if (failure instanceof ApiError && failure.status === 422) {
        setRefusal(failureMessage(failure, t('trip_import.page.commit_failed')));
      } else {
        notifyFailure(failureMessage(failure, t('trip_import.page.commit_failed')));
      }
    }
  });

  if (!uploaded) {
    return (
      <Stack gap="lg">
        {expired && (
          <Alert color="yellow" icon={<IconClockExclamation aria-hidden />} role="alert">
            {t('trip_import.page.expired')}
          </Alert>
        )}
        <UploadStep
          onFile={(file) => void send.run(file, {})}
          onRejected={() => setUploadError(t('trip_import.page.wrong_file'))}
          progress={progress}
          busy={send.pending}
          error={uploadError}
        />
      </Stack>
    );
  }

  return (
    <PreviewStep
      preview={uploaded.preview}
      fileName={uploaded.file.name}
      onMappingChange={(source, field) =>
        void send.run(uploaded.file, { ...uploaded.mapping, [source]: field })
      }
      remapping={send.pending}
      onCommit={() => void save.run()}
      committing={save.pending}
      refusal={refusal}
      onStartOver={startOver}
    />
  );
}

/** /sailing-trips/import: Premium only (others go back to the list with the Premium notice). */
export function TripImportPage() {
  const { t } = useTranslation();
  return (
    <Container size="lg" py="xl" px={{ base: 'sm', xs: 'md' }}>
      <Stack gap="lg">
        <TripFormPageHeader title={t('trip_import.page.title')} text={t('trip_import.page.subtitle')} />
        <PremiumGate listPath={listPath}>
          <TripImport />
        </PremiumGate>
      </Stack>
    </Container>
  );
}
