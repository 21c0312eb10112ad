import { createTheme } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'indigo',
  // Shade 6 with white text is 4.3:1 (axe, WCAG AA); shade 7 is 5:1, also for links.
  primaryShade: 7,
  // Filled colours (avatars, buttons) pick black or white text; 0.179 is where both reach 4.5:1.
  autoContrast: true,
  luminanceThreshold: 0.179,
  defaultRadius: 'md',
  // A user whose system asks for less motion gets dialogs, menus and toasts without their
  // transitions (WCAG 2.3.3); Mantine leaves them on unless the theme says so.
  respectReducedMotion: true,
  components: {
    // Mantine's focus placeholder is a role="presentation" child of role="menu", which ARIA
    // forbids (axe: aria-required-children); without it the first item takes the focus.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    // A toast's text under a title is gray 6 (3.3:1 on white); dimmed is gray 7 (7:1), and light in dark.
    Notification: { styles: { description: { color: 'var(--mantine-color-dimmed)' } } },
  },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
});
