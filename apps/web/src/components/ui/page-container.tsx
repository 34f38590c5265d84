import { Container } from '@mantine/core';
import type { ReactNode } from 'react';

/** The standard page gutter and width. */
export function PageContainer({ children }: { children: ReactNode }) {
  return (
    <Container size="lg" px={{ base: 'md', sm: 'lg' }} py={{ base: 'md', sm: 'xl' }}>
      {children}
    </Container>
  );
}
