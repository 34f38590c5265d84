import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { ListingStepContext } from '../../../features/listing/components/step-context.tsx';
import type { chooseVariant } from '../../../features/listing/engine/variants.ts';
import { renderRoute } from '../../../test/render.tsx';

/**
 * Renders one listing step inside a hand-made step context (what the engine gives a step): at the
 * variant's first step, nothing completed, `complete` a spy. `over` replaces any part of it.
 */
export function renderInStep(
  page: ReactElement,
  ids: { propertyId: string; unitId: string },
  variant: ReturnType<typeof chooseVariant>,
  over: Record<string, unknown>,
) {
  const value = {
    ...ids,
    configuration: {},
    variant,
    step: variant.steps[0],
    steps: variant.steps,
    completed: [],
    linkTo: (name: string) => `/listing/${variant.flow}/${ids.propertyId}/${ids.unitId}/${name}`,
    backTo: null,
    complete: vi.fn(async () => {}),
    completing: false,
    ...over,
  };
  renderRoute(<ListingStepContext.Provider value={value as never}>{page}</ListingStepContext.Provider>);
  return value;
}
