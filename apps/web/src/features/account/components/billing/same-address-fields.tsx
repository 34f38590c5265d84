import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../../lib/translation.tsx';
import { AddressFields } from './address-fields.tsx';
import { CheckField } from './check-field.tsx';

/** The legal or residence address, the "same address" switch, and the billing address when it differs. */
export function AddressSection({ legend }: { legend: string }) {
  const { t } = useTranslation();
  const { control } = useFormContext();
  const same = useWatch({ control, name: 'sameAddress' }) as boolean;
  return (
    <>
      <AddressFields prefix="address" legend={legend} />
      <CheckField kind="switch" name="sameAddress" label={t('account.billing.sameAddress')} />
      {!same && <AddressFields prefix="principalAddress" legend={t('account.billing.billingAddress')} />}
    </>
  );
}
