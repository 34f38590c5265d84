import { Navigate, useParams } from 'react-router';
import { build } from '../../lib/route-paths.ts';

/** Old booking links (e-mails, bookmarks) land on the current pages. */
export function LegacyBookingRedirect() {
  const { bookingId = '' } = useParams();
  return <Navigate to={build.bookingDetails(bookingId)} replace />;
}

export function LegacyBookingRequestRedirect() {
  const { bookingId = '' } = useParams();
  return <Navigate to={build.bookingRequestDetails(bookingId)} replace />;
}

export function LegacyInquiryRedirect() {
  const { inquiryId = '' } = useParams();
  return <Navigate to={build.inquiryDetails(inquiryId)} replace />;
}
