import { ListingFlow } from '../../features/listing/components/listing-flow.tsx';
import { ListingPhotosStep } from './listing-photos-step.tsx';

const slots = { photos: ListingPhotosStep };

/** /listing/{single-unit|multi-unit}/:propertyId/:unitId/*: the flow, with steps composed from other features. */
export default function ListingFlowRoute() {
  return <ListingFlow slots={slots} />;
}
