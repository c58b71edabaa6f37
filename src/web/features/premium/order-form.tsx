import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Badge, Card, Group, Radio, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconCreditCard, IconLock } from '@tabler/icons-react';
import { type ReactNode, useId, useState } from 'react';
import {
  Controller,
  type DefaultValues,
  type FieldErrors,
  type Path,
  useForm,
  useWatch,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isValidNip } from '#domain/nip.ts';
import type { Plan } from '#domain/plan.ts';
import { paymentProviders, subscriptionOrderSchema } from '#domain/subscription.ts';
import type { z } from '#domain/validation.ts';
import { TextField, useSchemaFields } from '../../components/form-field.tsx';
import { SubmitButton, SubmitForm } from '../../components/submit-form.tsx';
import { showFormFailure } from '../../lib/form-errors.ts';
import { usePlanFormat } from '../plans/plan-format.ts';
import { useOrderSubscription } from './api.ts';
import { externalNavigation, providerLabel } from './format.ts';

type OrderInput = z.input<typeof subscriptionOrderSchema>;
type OrderOutput = z.output<typeof subscriptionOrderSchema>;

/** The invoice fields in screen order (focus and the combined message follow it). */
const invoiceFields = [
  'first_name',
  'last_name',
  'company_name',
  'nip',
  'address_street',
  'address_postal_code',
  'address_city',
] as const satisfies readonly Path<OrderInput>[];
const serverFields = [
  'subscription_price_id',
  'payment_provider',
  'invoice_type',
  ...invoiceFields,
] as const satisfies readonly Path<OrderInput>[];

const defaultValues: DefaultValues<OrderInput> = {
  invoice_type: 'osoba_fizyczna',
  first_name: '',
  last_name: '',
  company_name: '',
  nip: '',
  address_street: '',
  address_postal_code: '',
  address_city: '',
};

/** Radio cards are buttons, which centre their content; plan cards of different heights read better top-aligned. */
const topAligned = { display: 'flex', alignItems: 'flex-start' } as const;

function Step({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Title order={3} size="h5" id={headingId}>
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

/** Choosing a plan reveals the payment method, choosing the method reveals the invoice form; then order. */
export function OrderForm({ plans }: { plans: Plan[] }) {
  const { t } = useTranslation();
  const format = usePlanFormat();
  const order = useOrderSubscription();
  const [missing, setMissing] = useState<string | null>(null);
  const form = useForm<OrderInput, unknown, OrderOutput>({
    resolver: zodResolver(subscriptionOrderSchema),
    defaultValues,
    mode: 'onTouched',
  });
  const { control, handleSubmit, setError } = form;
  const fields = useSchemaFields(form, subscriptionOrderSchema);
  const fieldError = fields.errorOf;
  const [planId, provider, invoiceType, nip] = useWatch({
    control,
    name: ['subscription_price_id', 'payment_provider', 'invoice_type', 'nip'],
  });
  const planChosen = planId !== undefined && planId !== null && planId !== '';
  const ready = planChosen && provider !== undefined;
  const company = invoiceType === 'osoba_prawna';
  const longest = Math.max(...plans.map((plan) => plan.duration_days));

  const onValid = async (values: OrderOutput) => {
    setMissing(null);
    const isCompany = values.invoice_type === 'osoba_prawna';
    try {
      const answer = await order.mutateAsync({
        ...values,
        company_name: isCompany ? (values.company_name ?? '') : null,
        nip: isCompany ? (values.nip ?? '') : null,
      });
      externalNavigation.assign(answer.redirect_url);
    } catch (error) {
      showFormFailure(error, { setError, fields: serverFields, fallback: t('premium.order.failed') });
    }
  };

  const onInvalid = (invalid: FieldErrors<OrderInput>) => {
    // The resolver's errors carry catalogue keys; formState is not updated yet at this point.
    const messages = invoiceFields
      .map((name) => invalid[name]?.message)
      .filter((key): key is string => Boolean(key))
      .map((key) => t(key));
    setMissing(
      messages.length > 0 ? t('premium.order.missing_invoice_data', { list: messages.join(', ') }) : null,
    );
  };

  return (
    <SubmitForm onSubmit={handleSubmit(onValid, onInvalid)}>
      <Stack gap="lg">
        <Controller
          control={control}
          name="subscription_price_id"
          render={({ field }) => (
            <Radio.Group
              label={t('premium.order.plan_label')}
              description={t('premium.order.plan_hint')}
              value={planChosen ? String(field.value) : null}
              onChange={(value) => field.onChange(value)}
              name={field.name}
              error={fieldError('subscription_price_id')}
            >
              <SimpleGrid cols={{ base: 1, sm: Math.min(plans.length, 3) }} spacing="md" mt="sm">
                {plans.map((plan) => {
                  const recommended = plans.length > 1 && plan.duration_days === longest;
                  return (
                    <Radio.Card key={plan.id} value={String(plan.id)} radius="lg" p="lg" style={topAligned}>
                      <Group wrap="nowrap" align="flex-start" gap="md">
                        <Radio.Indicator />
                        <Stack gap={4}>
                          <Text fw={700}>{plan.name}</Text>
                          <Text fz="xl" fw={800}>
                            {format.price(plan.amount, plan.currency)}{' '}
                            <Text span size="sm" fw={500} c="dimmed">
                              {format.perPeriod(plan.duration_days)}
                            </Text>
                          </Text>
                          <Text size="sm" c="dimmed">
                            {t('plans.duration_in_days', { count: plan.duration_days })}
                          </Text>
                          {recommended && (
                            <Badge color="gold" c="dark" variant="filled" w="fit-content">
                              {t('home.pricing.recommended')}
                            </Badge>
                          )}
                        </Stack>
                      </Group>
                    </Radio.Card>
                  );
                })}
              </SimpleGrid>
            </Radio.Group>
          )}
        />

        {planChosen && (
          <Controller
            control={control}
            name="payment_provider"
            render={({ field }) => (
              <Radio.Group
                label={t('premium.order.method_label')}
                value={field.value ?? null}
                onChange={(value) => field.onChange(value)}
                name={field.name}
                error={fieldError('payment_provider')}
              >
                <SimpleGrid cols={{ base: 1, sm: 2 }} mt="sm">
                  {paymentProviders.map((method) => (
                    <Radio.Card key={method} value={method} radius="lg" p="md">
                      <Group wrap="nowrap" gap="md">
                        <Radio.Indicator />
                        <IconCreditCard size="1.25rem" aria-hidden />
                        <Stack gap={0}>
                          <Text fw={600}>{providerLabel(method)}</Text>
                          <Text size="xs" c="dimmed">
                            {t(`premium.order.method_hint.${method}`)}
                          </Text>
                        </Stack>
                      </Group>
                    </Radio.Card>
                  ))}
                </SimpleGrid>
              </Radio.Group>
            )}
          />
        )}

        {ready && (
          <Step title={t('premium.invoice.title')}>
            <Controller
              control={control}
              name="invoice_type"
              render={({ field }) => (
                <Radio.Group
                  label={t('premium.invoice.type_label')}
                  value={field.value ?? null}
                  onChange={(value) => field.onChange(value)}
                  name={field.name}
                  error={fieldError('invoice_type')}
                >
                  <Group gap="lg" mt="xs">
                    <Radio value="osoba_fizyczna" label={t('premium.invoice.type.osoba_fizyczna')} />
                    <Radio value="osoba_prawna" label={t('premium.invoice.type.osoba_prawna')} />
                  </Group>
                </Radio.Group>
              )}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextField
                fields={fields}
                name="first_name"
                label={t('premium.invoice.first_name')}
                autoComplete="given-name"
                withAsterisk
              />
              <TextField
                fields={fields}
                name="last_name"
                label={t('premium.invoice.last_name')}
                autoComplete="family-name"
                withAsterisk
              />
              {company && (
                <>
                  <TextField
                    fields={fields}
                    name="company_name"
                    label={t('premium.invoice.company_name')}
                    autoComplete="organization"
                    withAsterisk
                  />
                  <TextField
                    fields={fields}
                    name="nip"
                    label={t('premium.invoice.nip')}
                    description={t('premium.invoice.nip_hint')}
                    inputMode="numeric"
                    withAsterisk
                    rightSection={
                      // Checked by its checksum as it is typed (the form validates on change once touched).
                      nip && isValidNip(nip) ? (
                        <IconCircleCheck
                          size="1.25rem"
                          color="var(--mantine-color-green-7)"
                          role="img"
                          aria-label={t('premium.invoice.nip_valid')}
                        />
                      ) : null
                    }
                  />
                </>
              )}
            </SimpleGrid>
            <TextField
              fields={fields}
              name="address_street"
              label={t('premium.invoice.street')}
              autoComplete="street-address"
              withAsterisk
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextField
                fields={fields}
                name="address_postal_code"
                label={t('premium.invoice.postal_code')}
                description={t('premium.invoice.postal_code_hint')}
                autoComplete="postal-code"
                withAsterisk
              />
              <TextField
                fields={fields}
                name="address_city"
                label={t('premium.invoice.city')}
                autoComplete="address-level2"
                withAsterisk
              />
            </SimpleGrid>
          </Step>
        )}

        {missing && (
          <Alert color="red" icon={<IconAlertTriangle aria-hidden />} role="alert">
            {missing}
          </Alert>
        )}

        <Stack gap={4} align="flex-start">
          <SubmitButton
            size="md"
            color="gold"
            c="dark"
            leftSection={<IconLock size="1rem" aria-hidden />}
            disabled={!ready}
            // The payment page is loading: the order stays busy until the browser leaves.
            loading={order.isSuccess}
          >
            {t('premium.order.submit')}
          </SubmitButton>
          {!ready && (
            <Text size="sm" c="dimmed">
              {t('premium.order.choose_plan_and_method')}
            </Text>
          )}
        </Stack>
      </Stack>
    </SubmitForm>
  );
}
