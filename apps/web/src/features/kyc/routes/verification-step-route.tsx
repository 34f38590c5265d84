import { Skeleton, Stack } from '@mantine/core';
import { Navigate, useLocation, useParams } from 'react-router';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { LoadingSkeleton } from '../../../components/ui/loading-skeleton.tsx';
import { PageContainer } from '../../../components/ui/page-container.tsx';
import { paths } from '../../../lib/route-paths.ts';
import { useKycStatus } from '../api/get-kyc-status.ts';
import { StepPage } from '../components/step-page.tsx';
import { type AccountType, resumeStep, stepPath, stepsFor } from '../kyc-steps.ts';

/** States in which documents are collected or about to be: the steps apply. */
const STEPPING = ['VERIFICATION_NEVER_STARTED', 'REQUIRED', 'COLLECTING_DATA'];

/**
 * /verification/individual/* and /verification/company/*: one step of the account type's flow.
 * An unknown step resumes at the first one not done; another account type's flow, or a
 * verification past collecting, goes back to /verification, which says where it stands.
 */
export default function VerificationStepRoute() {
  const { pathname } = useLocation();
  const slug = useParams()['*'] ?? '';
  const accountType: AccountType = pathname.startsWith(paths.verificationCompany) ? 'company' : 'individual';
  const query = useKycStatus();

  let body: React.ReactNode;
  if (query.isPending) {
    body = <LoadingSkeleton count={3} item={<Skeleton h={96} radius="md" />} />;
  } else if (query.isError) {
    body = <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  } else {
    const status = query.data;
    if (!status.applicable || status.accountType !== accountType || !STEPPING.includes(status.tier)) {
      return <Navigate to={paths.verification} replace />;
    }
    const step = stepsFor(accountType).find((s) => s.slug === slug);
    if (!step) return <Navigate to={stepPath(accountType, resumeStep(status).slug)} replace />;
    body = <StepPage key={step.slug} status={status} step={step} />;
  }
  return (
    <PageContainer>
      <Stack>{body}</Stack>
    </PageContainer>
  );
}
