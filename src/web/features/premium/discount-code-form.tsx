import { zodResolver } from '@hookform/resolvers/zod';
import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconTicket } from '@tabler/icons-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type DiscountRedeemInput, discountRedeemSchema } from '#domain/subscription.ts';
import { TextField, useSchemaFields } from '../../components/form-field.tsx';
import { SubmitButton, SubmitForm } from '../../components/submit-form.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { failureMessage, notifyFailure, notifySuccess } from '../../lib/notify.tsx';
import { useRedeemDiscountCode } from './api.ts';

/** Lines the button up with the input beside it: the height of the input's label above. */
const labelHeight = 'calc(var(--mantine-font-size-sm) * var(--mantine-line-height))';

/** A discount code gives days of Premium; success reloads the status and clears the field. */
export function DiscountCodeForm() {
  const { t } = useTranslation();
  const headingId = useId();
  const redeem = useRedeemDiscountCode();
  const form = useForm<DiscountRedeemInput>({
    resolver: zodResolver(discountRedeemSchema),
    defaultValues: { code: '' },
  });
  const { handleSubmit, setError, reset } = form;
  const fields = useSchemaFields(form, discountRedeemSchema);

  const onSubmit = async (values: DiscountRedeemInput) => {
    try {
      const answer = await redeem.mutateAsync(values);
      reset({ code: '' });
      notifySuccess(answer.message || t('premium.discount.success'));
    } catch (error) {
      if (!(error instanceof ApiError)) {
        notifyFailure(t('premium.discount.network_error'));
        return;
      }
      const message = failureMessage(error, t('premium.discount.failed'));
      const fieldMessage = error.fieldErrors.code?.[0];
      if (error.status === 422 && fieldMessage) {
        setError('code', { type: 'server', message: fieldMessage }, { shouldFocus: true });
        return;
      }
      notifyFailure(message);
    }
  };

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby={headingId}>
      <SubmitForm onSubmit={handleSubmit(onSubmit)}>
        <Stack gap="sm">
          <Title order={2} size="h4" id={headingId}>
            {t('premium.discount.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('premium.discount.intro')}
          </Text>
          <Group gap="sm" align="flex-start" wrap="wrap">
            <TextField
              fields={fields}
              name="code"
              label={t('premium.discount.label')}
              placeholder={t('premium.discount.placeholder')}
              autoComplete="off"
              leftSection={<IconTicket size="1rem" aria-hidden />}
              style={{ flex: '1 1 14rem' }}
            />
            <SubmitButton mt={{ base: 0, xs: labelHeight }} variant="light">
              {t('premium.discount.submit')}
            </SubmitButton>
          </Group>
        </Stack>
      </SubmitForm>
    </Card>
  );
}
