import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { Delta } from './delta.tsx';

export interface Stat {
  label: string;
  /** the figure as shown */
  value: string;
  current: number | null;
  previous: number | null;
  /** a fall is the good news (a response time) */
  lowerIsBetter?: boolean;
}

/** The period's headline figures, each with its change from the previous period. */
export function StatCards({ stats }: { stats: Stat[] }) {
  return (
    <SimpleGrid
      cols={{ base: 2, sm: Math.min(4, stats.length) }}
      spacing="sm"
      component="ul"
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
    >
      {stats.map((s) => (
        <Paper component="li" key={s.label} withBorder radius="md" p="sm">
          <Stack gap={2}>
            <Text size="sm" c="dimmed">
              {s.label}
            </Text>
            <Text fw={700} fz="lg">
              {s.value}
            </Text>
            <Delta current={s.current} previous={s.previous} lowerIsBetter={s.lowerIsBetter} />
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
