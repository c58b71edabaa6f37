import '@mantine/dropzone/styles.css';
import { Alert, Box, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconAlertTriangle, IconPhoto, IconTrash, IconUpload, IconX } from '@tabler/icons-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { logoRules } from '#domain/captain-profile.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { UploadProgress } from '../../components/upload-progress.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { failureMessage, notifyFailure, notifySuccess } from '../../lib/notify.tsx';
import { useSubmitOnce } from '../../lib/use-submit-once.ts';
import { useDeleteLogo, useUploadLogo } from './api.ts';
import classes from './captain-profile.module.css';
import {
  checkLogoFile,
  type ImageDimensionReader,
  type LogoProblem,
  readImageDimensions,
} from './logo-checks.ts';

const acceptedTypes = [...logoRules.acceptedTypes];

/** Why an upload failed, in the server's words when it sent some (the logo field's first error first). */
function uploadFailure(error: unknown, fallback: string): string {
  const fieldMessage = error instanceof ApiError ? error.fieldErrors.logo?.[0] : undefined;
  return fieldMessage ?? failureMessage(error, fallback);
}

function LogoPreview({ logoUrl }: { logoUrl: string | null }) {
  const { t } = useTranslation();
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (logoUrl && failedUrl !== logoUrl) {
    return (
      <Box className={classes.logoFrame}>
        <img
          src={logoUrl}
          alt={t('captainProfile.logo.current_alt')}
          className={classes.logoImage}
          onError={() => setFailedUrl(logoUrl)}
        />
      </Box>
    );
  }
  return (
    <Stack
      gap={4}
      align="center"
      justify="center"
      className={`${classes.logoFrame} ${classes.logoPlaceholder}`}
    >
      <IconPhoto aria-hidden stroke={1.5} />
      <Text size="sm">{logoUrl ? t('captainProfile.logo.load_failed') : t('captainProfile.logo.none')}</Text>
    </Stack>
  );
}

export interface LogoSectionProps {
  logoUrl: string | null;
  /** How the image's size is read before uploading; tests pass their own (jsdom cannot decode images). */
  readDimensions?: ImageDimensionReader;
}

/** The captain's logo: preview or placeholder, choose or drop a new one (checked, then uploaded), delete. */
export function LogoSection({ logoUrl, readDimensions = readImageDimensions }: LogoSectionProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const hintId = useId();
  const openRef = useRef<() => void>(null);
  const upload = useUploadLogo();
  const remove = useDeleteLogo();
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<LogoProblem | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [notSquare, setNotSquare] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const uploading = progress !== null;

  async function handleFile(file: File | undefined) {
    if (!file || uploading) return;
    setProblem(null);
    setUploadError(null);
    setNotSquare(false);
    const check = await checkLogoFile(file, readDimensions);
    if (!check.ok) {
      setProblem(check.problem);
      return;
    }
    setNotSquare(!check.square);
    setProgress(0);
    try {
      const answer = await upload.mutateAsync({ file, onProgress: setProgress });
      notifySuccess(answer.message || t('captainProfile.logo.uploaded'));
    } catch (error) {
      const reason = uploadFailure(error, t('captainProfile.logo.upload_failed'));
      setUploadError(reason);
      notifyFailure(reason);
    } finally {
      setProgress(null);
    }
  }
  // One file at a time: a second drop or pick while the first is checked or sent is ignored.
  const uploadOnce = useSubmitOnce(handleFile);
  const busy = uploading || uploadOnce.pending;

  async function confirmDelete() {
    try {
      const answer = await remove.mutateAsync(undefined);
      setNotSquare(false);
      notifySuccess(answer.message || t('captainProfile.logo.deleted'));
    } catch (error) {
      notifyFailure(failureMessage(error, t('captainProfile.logo.delete_failed')));
    }
    setConfirming(false);
  }

  const errorText = problem ? t(`captainProfile.logo.problems.${problem}`) : uploadError;

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h4" id={headingId}>
            {t('captainProfile.logo.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('captainProfile.logo.intro')}
          </Text>
        </Stack>
        <Group align="flex-start" gap="lg">
          <LogoPreview logoUrl={logoUrl} />
          <Stack gap="sm" className={classes.dropzone}>
            <Dropzone
              openRef={openRef}
              onDrop={(files) => void uploadOnce.run(files[0])}
              onReject={(rejections) => void uploadOnce.run(rejections[0]?.file)}
              accept={acceptedTypes}
              multiple={false}
              loading={busy}
              disabled={busy}
              activateOnKeyboard={false}
              inputProps={{ 'aria-label': t('captainProfile.logo.choose'), 'aria-describedby': hintId }}
            >
              <Stack gap={4} align="center" justify="center" ta="center" className={classes.dropzoneInner}>
                <Dropzone.Accept>
                  <IconUpload aria-hidden stroke={1.5} />
                </Dropzone.Accept>
                <Dropzone.Reject>
                  <IconX aria-hidden stroke={1.5} />
                </Dropzone.Reject>
                <Dropzone.Idle>
                  <IconPhoto aria-hidden stroke={1.5} />
                </Dropzone.Idle>
                <Text size="sm" fw={500}>
                  {t('captainProfile.logo.drop')}
                </Text>
                <Text size="xs" c="dimmed" id={hintId}>
                  {t('captainProfile.logo.rules')}
                </Text>
              </Stack>
            </Dropzone>
            {uploading && (
              <UploadProgress
                percent={progress}
                label={t('captainProfile.logo.uploading')}
                text={t('captainProfile.logo.uploading_percent', { percent: progress })}
              />
            )}
            {errorText && (
              <Alert color="red" icon={<IconAlertTriangle aria-hidden />} role="alert" p="xs">
                {errorText}
              </Alert>
            )}
            {notSquare && !errorText && (
              <Text size="sm" c="yellow.9" role="status">
                {t('captainProfile.logo.not_square')}
              </Text>
            )}
            <Group gap="sm">
              <Button
                variant="light"
                leftSection={<IconUpload size="1rem" aria-hidden />}
                onClick={() => openRef.current?.()}
                disabled={busy}
              >
                {logoUrl ? t('captainProfile.logo.replace') : t('captainProfile.logo.choose')}
              </Button>
              {logoUrl && (
                <Button
                  variant="subtle"
                  color="red"
                  leftSection={<IconTrash size="1rem" aria-hidden />}
                  onClick={() => setConfirming(true)}
                  disabled={busy}
                >
                  {t('captainProfile.logo.delete')}
                </Button>
              )}
            </Group>
          </Stack>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title={t('captainProfile.logo.confirm.title')}
        objectName={t('captainProfile.logo.confirm.object')}
        consequence={t('captainProfile.logo.confirm.consequence')}
        confirmLabel={t('captainProfile.logo.confirm.confirm')}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setConfirming(false)}
      />
    </Card>
  );
}
