import { createTheme, type MantineColorsTuple } from '@mantine/core';

/**
 * The product palette. Partner style sheets (public/themes/<id>.css) restyle the app by overriding
 * the CSS variables Mantine derives from this theme (--mantine-primary-color-*, --hp-*).
 */
const brand: MantineColorsTuple = [
  '#e7f1ff',
  '#cfe0fb',
  '#9ebff2',
  '#6a9cea',
  '#3f7ee3',
  '#256be0',
  '#1761d9',
  '#0a51c2',
  '#0048ae',
  '#003e9a',
];

export const mantineTheme = createTheme({
  primaryColor: 'brand',
  primaryShade: 7,
  colors: { brand },
  fontFamily: 'var(--hp-font-family, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif)',
  headings: { fontFamily: 'var(--hp-heading-font-family, var(--hp-font-family, system-ui, sans-serif))' },
  defaultRadius: 'md',
  focusRing: 'auto',
  cursorType: 'pointer',
});
