import { Center, Loader } from '@mantine/core';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { useAppContext } from '../../../lib/app-context.tsx';
import { useTranslation } from '../../../lib/translation.tsx';
import { useUnitPreview } from '../api/get-unit-preview.ts';
import classes from './unit-preview-dialog.module.css';

/**
 * The unit's public page as guests will see it, before approval. The server renders the same page
 * as /stay/{unitId}; it arrives with the bearer token and is shown in a sandboxed frame without
 * scripts (links open in a new tab).
 */
export function UnitPreviewDialog({
  unitId,
  unitTitle,
  opened,
  onClose,
}: {
  unitId: string;
  unitTitle: string;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { locale } = useAppContext();
  const preview = useUnitPreview(unitId, locale, opened);

  return (
    <Dialog
      opened={opened}
      onClose={onClose}
      size="calc(100vw - 2rem)"
      title={t('staff.review.previewTitle', { title: unitTitle })}
    >
      {preview.isPending && (
        <Center mih={200}>
          <Loader aria-label={t('commons.loading')} />
        </Center>
      )}
      {preview.isError && <ErrorState error={preview.error} onRetry={() => void preview.refetch()} />}
      {preview.data && (
        <iframe
          className={classes.frame}
          title={t('staff.review.previewFrame', { title: unitTitle })}
          srcDoc={preview.data}
          sandbox="allow-same-origin allow-popups allow-popups-to-escape-sandbox"
        />
      )}
    </Dialog>
  );
}
