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

/** Darker reds than Mantine's default so white text on a red button meets WCAG AA (4.5:1). */
const red: MantineColorsTuple = [
  '#fff5f5',
  '#ffe3e3',
  '#ffc9c9',
  '#ffa8a8',
  '#f77b7b',
  '#e03131',
  '#d12a2a',
  '#c21f1f',
  '#a51b1b',
  '#8a1414',
];

export const mantineTheme = createTheme({
  primaryColor: 'brand',
  primaryShade: 7,
  colors: { brand, red },
  fontFamily: 'var(--hp-font-family, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif)',
  headings: { fontFamily: 'var(--hp-heading-font-family, var(--hp-font-family, system-ui, sans-serif))' },
  defaultRadius: 'md',
  focusRing: 'auto',
  cursorType: 'pointer',
});
