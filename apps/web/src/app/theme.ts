import { createTheme, type MantineColorsTuple } from '@mantine/core';

/** Terracotta: warm, appetising, still readable as a primary action colour (AA on white at 7+). */
const brand: MantineColorsTuple = [
  '#fff3ee',
  '#fbe4da',
  '#f3c6b2',
  '#eba686',
  '#e48a61',
  '#df7849',
  '#dc6e3c',
  '#c45c2e',
  '#b04f27',
  '#9a421e',
];

/** Olive green for secondary accents (herbs, "online"). */
const olive: MantineColorsTuple = [
  '#f5f8ec',
  '#e9eedb',
  '#d2dcb6',
  '#b9c98e',
  '#a4b96c',
  '#97ae56',
  '#90a94a',
  '#7b933b',
  '#6c8331',
  '#5b7124',
];

const systemFont =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji", "Noto Color Emoji"';

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 8, dark: 6 },
  colors: { brand, olive },
  fontFamily: systemFont,
  headings: { fontFamily: systemFont, fontWeight: '750' },
  defaultRadius: 'md',
  black: '#2b211c',
  white: '#ffffff',
  cursorType: 'pointer',
  focusRing: 'auto',
  components: {
    Button: { defaultProps: { radius: 'md' } },
    Paper: { defaultProps: { radius: 'lg' } },
    Notification: { defaultProps: { radius: 'md' } },
    // Links are told apart from the text around them by more than their colour (WCAG 1.4.1).
    // Lists of links (footer, menus) opt out: there every entry is a link.
    Anchor: { defaultProps: { underline: 'always' } },
  },
  other: {
    cream: '#fbf6f0',
  },
});
