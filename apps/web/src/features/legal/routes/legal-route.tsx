import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { PageContainer } from '../../../components/ui/page-container.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { paths } from '../../../lib/route-paths.ts';
import { useTranslation } from '../../../lib/translation.tsx';

/** The three legal documents of 001 section 2, each a title and its paragraphs (translated). */
export const LEGAL_DOCUMENTS = [
  { id: 'terms', path: paths.legal, paragraphs: 3 },
  { id: 'atc', path: paths.legalAtc, paragraphs: 3 },
  { id: 'additional', path: paths.legalAdditional, paragraphs: 3 },
] as const;

/**
 * /legal (terms of use), /legal/atc (general terms and conditions for hosts) and
 * /legal/additional-terms (additional terms: the referral programme, staff support and
 * measurement). Open to visitors who are not signed in.
 */
export default function LegalRoute() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const current = LEGAL_DOCUMENTS.find((d) => d.path === pathname.replace(/\/$/, '')) ?? LEGAL_DOCUMENTS[0];
  const title = t(`legal.${current.id}.title`);
  usePageTitle(title);

  return (
    <PageContainer>
      <Stack gap="lg" maw={760}>
        <nav aria-label={t('legal.nav.label')}>
          <Group gap="md" wrap="wrap">
            {LEGAL_DOCUMENTS.map((d) => (
              <Anchor
                key={d.id}
                component={Link}
                to={d.path}
                aria-current={d.id === current.id ? 'page' : undefined}
                fw={d.id === current.id ? 700 : undefined}
              >
                {t(`legal.${d.id}.title`)}
              </Anchor>
            ))}
          </Group>
        </nav>
        <article>
          <Stack gap="md">
            <Title order={1}>{title}</Title>
            {Array.from({ length: current.paragraphs }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the paragraphs are fixed, numbered keys
              <Text key={i}>{t(`legal.${current.id}.p${i + 1}`)}</Text>
            ))}
          </Stack>
        </article>
      </Stack>
    </PageContainer>
  );
}
