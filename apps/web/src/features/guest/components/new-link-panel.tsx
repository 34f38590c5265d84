import { Alert, Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { type FormEvent, useId, useState } from 'react';
import { isApiError } from '../../../lib/api-error.ts';
import { type TFunction, useTranslation } from '../../../lib/translation.tsx';
import { useRequestLoginLink } from '../api/guest-login.ts';
import type { NewLinkReason } from '../guest-status.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The page's heading and sentence for each reason (literal keys, so the key check finds them). */
function reasonText(t: TFunction, reason: NewLinkReason): [string, string] {
  switch (reason) {
    case 'expired':
      return [t('guest.newLink.expired.title'), t('guest.newLink.expired.text')];
    case 'used':
      return [t('guest.newLink.used.title'), t('guest.newLink.used.text')];
    case 'invalid':
      return [t('guest.newLink.invalid.title'), t('guest.newLink.invalid.text')];
    case 'sessionEnded':
      return [t('guest.newLink.sessionEnded.title'), t('guest.newLink.sessionEnded.text')];
    case 'signedOut':
      return [t('guest.newLink.signedOut.title'), t('guest.newLink.signedOut.text')];
    case 'noLink':
      return [t('guest.newLink.noLink.title'), t('guest.newLink.noLink.text')];
  }
}

/**
 * "Your link has expired — send me a new one": with the dead link's token the new link goes to the
 * same address with one click; without one the guest gives their address. The answer is the same
 * whether the address is known or not (the server never tells).
 */
export function NewLinkPanel({ reason, token }: { reason: NewLinkReason; token?: string | null }) {
  const { t } = useTranslation();
  const request = useRequestLoginLink();
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const headingId = useId();
  const [title, text] = reasonText(t, reason);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (token) return request.mutate({ token });
    const address = email.trim();
    if (!EMAIL.test(address)) return setInvalid(t('guest.newLink.emailInvalid'));
    setInvalid(null);
    request.mutate({ email: address });
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw={520} mx="auto" my="xl">
      <Stack component="section" aria-labelledby={headingId} gap="md">
        <Title order={1} fz="h2" id={headingId}>
          {title}
        </Title>
        <Text>{text}</Text>
        {request.isSuccess ? (
          <Alert color="green" variant="light" role="status" icon={<IconMailForward aria-hidden="true" />}>
            {t(token ? 'guest.newLink.sentToSame' : 'guest.newLink.sent')}
          </Alert>
        ) : (
          <form onSubmit={submit} noValidate>
            <Stack gap="sm">
              {!token && (
                <TextInput
                  type="email"
                  label={t('guest.newLink.email')}
                  autoComplete="email"
                  required
                  value={email}
                  error={invalid}
                  onChange={(event) => setEmail(event.currentTarget.value)}
                />
              )}
              <Button type="submit" loading={request.isPending} style={{ alignSelf: 'flex-start' }}>
                {t(token ? 'guest.newLink.sendSame' : 'guest.newLink.send')}
              </Button>
            </Stack>
          </form>
        )}
        {request.isError && (
          <Alert color="red" variant="light" role="alert">
            {isApiError(request.error) && request.error.status === 429
              ? t('guest.newLink.tooMany')
              : t('commons.errorOccuredPleaseTryAgain')}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
