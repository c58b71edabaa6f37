import { Button, Stack, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { normalizedCode, printedCode } from '#domain/document-verification.ts';

/** Type the code from the paper (dashes, spaces and case do not matter) and open its verification page. */
export function CodeForm({ initialCode = '' }: { initialCode?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [typed, setTyped] = useState(() => {
    const code = normalizedCode(initialCode);
    return code ? printedCode(code) : initialCode;
  });
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = normalizedCode(typed);
    if (!code) {
      setError(t('verify_page.form.invalid'));
      return;
    }
    setError(null);
    void navigate({ to: '/verify/$code', params: { code } });
  };

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="sm" align="flex-start">
        <TextInput
          label={t('verify_page.form.label')}
          description={t('verify_page.form.hint')}
          placeholder="ABCD-EFGH-JKMN"
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
          error={error}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          w="100%"
          maw="24rem"
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', letterSpacing: '0.05em' } }}
        />
        <Button type="submit" leftSection={<IconSearch size="1rem" aria-hidden />}>
          {t('verify_page.form.submit')}
        </Button>
      </Stack>
    </form>
  );
}
