import { useListingStep } from '../../../features/listing/components/step-context.tsx';
import { StepLayout } from '../../../features/listing/components/step-layout.tsx';
import type { UnitFormPlace, UnitFormStatusProps } from '../../../features/units/forms/form-place.ts';
import type { UnitFormFrameProps } from '../../../features/units/forms/unit-form-frame.tsx';
import { LISTING_TOASTS } from './listing-toasts.ts';

/** The listing frame around a unit form: the step's h1, Back and Save and continue. */
function StepFrame({ title, description, error, saving, onSubmit, children }: UnitFormFrameProps) {
  return (
    <StepLayout
      title={title}
      description={description}
      error={error}
      pending={saving}
      onSubmit={(event) => void onSubmit(event)}
    >
      {children}
    </StepLayout>
  );
}

/** While a form's data loads: the step's h1 and no Continue. */
function BlockingStatus({ title, children }: UnitFormStatusProps) {
  return (
    <StepLayout title={title} hideContinue>
      {children}
    </StepLayout>
  );
}

/** The same, and on a load error Continue skips the step. */
function SkippableStatus({ title, failed, children }: UnitFormStatusProps) {
  return (
    <StepLayout title={title} hideContinue={!failed}>
      {children}
    </StepLayout>
  );
}

/**
 * A unit form rendered as a listing step: the listing frame, the engine's complete() after a save,
 * and a failed save in the global toast too (ADR 0012).
 */
export function useListingPlace(
  title: string,
  description?: string,
  { skipOnLoadError = false } = {},
): UnitFormPlace {
  const { complete } = useListingStep();
  const status = skipOnLoadError ? SkippableStatus : BlockingStatus;
  return { frame: StepFrame, status, onSaved: complete, toasts: LISTING_TOASTS, title, description };
}
