import type { Unit } from '@host-portal/contracts/units';
import { Anchor, Button, Checkbox, Group, List, Stack, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useState } from 'react';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useTranslation } from '../../../lib/translation.tsx';
import { useUserInteractions } from '../api/get-user-interactions.ts';
import { useSaveUserInteraction } from '../api/save-user-interaction.ts';

export const LISTING_PREVIEW_INTERACTION = 'listing_preview_info';

type Links = Unit['links'];

const openLink = (url: string) => window.open(url, '_blank', 'noopener,noreferrer');

/**
 * 001 section 4: one link opens directly, several open a list. Until the host has seen it, a one-time
 * info dialog with "don't show again" comes first.
 */
export function ListingPreviewButton({ links, size = 'sm' }: { links: Links; size?: 'xs' | 'sm' }) {
  const { t } = useTranslation();
  const interactions = useUserInteractions();
  const save = useSaveUserInteraction();
  const [dialog, setDialog] = useState<'info' | 'list' | null>(null);
  const [dontShowAgain, setDontShowAgain] = useState(true);
  if (links.length === 0) return null;

  const seen =
    interactions.data?.interactions.some(
      (i) => i.interactionType === LISTING_PREVIEW_INTERACTION && i.interacted,
    ) ?? false;

  const proceed = () => {
    const [only] = links;
    if (links.length === 1 && only) {
      setDialog(null);
      openLink(only.url);
    } else setDialog('list');
  };

  const onClick = () => (seen || interactions.isError ? proceed() : setDialog('info'));

  const onContinue = () => {
    if (dontShowAgain) save.mutate(LISTING_PREVIEW_INTERACTION);
    proceed();
  };

  return (
    <>
      <Button
        variant="default"
        size={size}
        leftSection={<IconExternalLink size={16} aria-hidden="true" />}
        onClick={onClick}
        loading={interactions.isPending}
        aria-haspopup={links.length > 1 || !seen ? 'dialog' : undefined}
      >
        {t('units.preview.button')}
      </Button>
      <Dialog
        opened={dialog === 'info'}
        onClose={() => setDialog(null)}
        title={t('units.preview.infoTitle')}
        centered
      >
        <Stack gap="md">
          <Text>{t('units.preview.infoText')}</Text>
          <Checkbox
            label={t('units.preview.dontShowAgain')}
            checked={dontShowAgain}
            onChange={(e) => setDontShowAgain(e.currentTarget.checked)}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setDialog(null)}>
              {t('commons.cancel')}
            </Button>
            <Button onClick={onContinue} data-autofocus>
              {t('units.preview.continue')}
            </Button>
          </Group>
        </Stack>
      </Dialog>
      <Dialog
        opened={dialog === 'list'}
        onClose={() => setDialog(null)}
        title={t('units.preview.listTitle')}
        centered
      >
        <List spacing="sm" listStyleType="none">
          {links.map((link) => (
            <List.Item key={`${link.channel}-${link.url}`}>
              <Anchor
                href={link.url}
                target="_blank"
                rel="noopener noreferrer"
                onClick={() => setDialog(null)}
              >
                <Group gap={6} component="span" wrap="nowrap">
                  {link.channel}
                  <IconExternalLink size={14} aria-hidden="true" />
                  <span className="hp-visually-hidden"> {t('commons.opensInNewTab')}</span>
                </Group>
              </Anchor>
            </List.Item>
          ))}
        </List>
      </Dialog>
    </>
  );
}
