import { type FeedbackCategory, HELP_RULES } from '@host-portal/contracts/help';
import { Alert, Button, Group, Select, Stack, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useState } from 'react';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { useContactTopics, useSendContact } from '../api/help-api.ts';

/**
 * The contact-support modal (000 sections 2, 5 and 8): a topic is required, then the details; what
 * the host wrote stays when sending fails; success closes it with the toast titled
 * helpCenter.contact.modal.afterSuccess.
 */
export function ContactSupportModal({
  opened,
  onClose,
  pageId,
  unitId,
}: {
  opened: boolean;
  onClose: () => void;
  /** the page the host writes from, sent along so support sees the context */
  pageId?: string;
  unitId?: string;
}) {
  const { t } = useTranslation();
  const topics = useContactTopics(opened);
  const send = useSendContact();
  const [topic, setTopic] = useState<FeedbackCategory | null>(null);
  const [body, setBody] = useState('');
  const [errors, setErrors] = useState<{ topic?: string; body?: string; form?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!topic) return setErrors({ topic: t('helpCenter.contact.modal.topicRequired') });
    if (!body.trim()) return setErrors({ body: t('helpCenter.contact.modal.detailsRequired') });
    setErrors({});
    send.mutate(
      { topic, body: body.trim(), pageId: pageId ?? null, propertyUnitId: unitId ?? null },
      {
        onSuccess: (receipt) => {
          notifications.show({
            color: 'green',
            title: t('helpCenter.contact.modal.afterSuccess'),
            message: t('helpCenter.contact.modal.reference', { reference: receipt.reference }),
          });
          setTopic(null);
          setBody('');
          onClose();
        },
        onError: (error) => {
          const fields = isApiError(error) ? error.fieldErrors : {};
          setErrors({
            ...(fields.topic ? { topic: fields.topic } : {}),
            ...(fields.body ? { body: fields.body } : {}),
            ...(!fields.topic && !fields.body
              ? {
                  form:
                    isApiError(error) && error.message
                      ? error.message
                      : t('commons.errorOccuredPleaseTryAgain'),
                }
              : {}),
          });
        },
      },
    );
  };

  return (
    <Dialog opened={opened} onClose={onClose} title={t('helpCenter.contact.modal.title')} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Select
            label={t('helpCenter.contact.modal.topic')}
            placeholder={t('helpCenter.contact.modal.topicPlaceholder')}
            data={(topics.data ?? []).map((x) => ({ value: x.value, label: x.name }))}
            value={topic}
            onChange={(value) => setTopic(value as FeedbackCategory | null)}
            error={errors.topic}
            required
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
          <Textarea
            label={t('helpCenter.contact.modal.details')}
            description={t('helpCenter.contact.modal.detailsHint')}
            required={topic !== null}
            disabled={topic === null}
            autosize
            minRows={5}
            maxLength={HELP_RULES.contactBodyMax}
            value={body}
            error={errors.body}
            onChange={(event) => setBody(event.currentTarget.value)}
          />
          {errors.form && (
            <Alert color="red" variant="light" role="alert">
              {errors.form}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('commons.cancel')}
            </Button>
            <Button type="submit" loading={send.isPending}>
              {t('helpCenter.contact.modal.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}
