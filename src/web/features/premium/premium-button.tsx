import { Button, type ButtonProps, Stack, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconCrown } from '@tabler/icons-react';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/links.tsx';
import { usePremium } from './use-premium.ts';

type LinkTarget = Parameters<typeof ButtonLink>[0]['to'];
type LinkParams = Parameters<typeof ButtonLink>[0]['params'];

export interface PremiumButtonProps extends ButtonProps {
  children: ReactNode;
  /** A page to open (rendered as a link when Premium is active). */
  to?: LinkTarget;
  /** The path parameters of `to` (e.g. { id } for /yachts/$id/edit). */
  params?: LinkParams;
  onClick?: () => void;
}

/**
 * An action that needs Premium. Without Premium it stays visible but disabled, with the hint
 * "This feature requires a Premium account." as a tooltip, read out with the button and shown as text on phones.
 */
export function PremiumButton({ children, to, params, onClick, ...props }: PremiumButtonProps) {
  const { t } = useTranslation();
  const { hasPremium } = usePremium();
  const hintId = useId();
  const hint = t('premium.required_hint');

  if (hasPremium) {
    if (to !== undefined) {
      return (
        <ButtonLink {...props} to={to} params={params} onClick={onClick}>
          {children}
        </ButtonLink>
      );
    }
    return (
      <Button {...props} onClick={onClick}>
        {children}
      </Button>
    );
  }

  return (
    <Stack gap={4} align="flex-start">
      <Tooltip label={hint} withArrow>
        {/* Disabled in look and for assistive technology, but still focusable so the hint can be reached. */}
        <Button
          {...props}
          data-disabled
          aria-disabled="true"
          aria-describedby={hintId}
          leftSection={<IconCrown size="1rem" aria-hidden />}
          onClick={(event) => event.preventDefault()}
        >
          {children}
        </Button>
      </Tooltip>
      <VisuallyHidden id={hintId}>{hint}</VisuallyHidden>
      <Text size="xs" c="dimmed" hiddenFrom="sm" aria-hidden>
        {hint}
      </Text>
    </Stack>
  );
}
