import { createTheme } from '@mantine/core';

/** Accent green, errors red (spec section 9). */
export const theme = createTheme({
  primaryColor: 'green',
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif',
});
