import { Progress, Stack, Text } from '@mantine/core';

export interface UploadProgressProps {
  percent: number;
  /** What is being sent, for screen readers ("Uploading the logo"). */
  label: string;
  /** The same with the percentage, shown and announced ("Sending the file: 40%"). */
  text: string;
}

/** The bar under a drop zone while a file goes up, with its percentage in words. */
export function UploadProgress({ percent, label, text }: UploadProgressProps) {
  return (
    <Stack gap={4}>
      <Progress value={percent} striped animated aria-label={label} aria-valuetext={`${percent}%`} />
      <Text size="xs" c="dimmed" aria-live="polite">
        {text}
      </Text>
    </Stack>
  );
}
