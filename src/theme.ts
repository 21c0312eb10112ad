import {
  createTheme,
  darken,
  defaultVariantColorsResolver,
  parseThemeColor,
  type VariantColorsResolver,
} from '@mantine/core';

/**
 * Light variants (status badges) write in their colour's darkest shade, darkened further:
 * Mantine's default text on a light tint falls under WCAG's 4.5:1 for yellow, orange, teal.
 * In the dark scheme the tint is dark: Mantine's own light text there (CSS light-dark()).
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  if (input.variant !== 'light') return colors;
  const parsed = parseThemeColor({ color: input.color ?? input.theme.primaryColor, theme: input.theme });
  if (!parsed.isThemeColor) return colors;
  return { ...colors, color: `light-dark(${darken(input.theme.colors[parsed.color]![9]!, 0.35)},${colors.color})` };
};

export const theme = createTheme({
  primaryColor: 'indigo',
  // Shade 6 with white text is 4.3:1 (axe, WCAG AA); shade 7 is 5:1, also for links.
  primaryShade: 7,
  // Filled colours (avatars, buttons) pick black or white text; 0.179 is where both reach 4.5:1.
  autoContrast: true,
  luminanceThreshold: 0.179,
  variantColorResolver,
  defaultRadius: 'md',
  components: {
    // Mantine's focus placeholder is a role="presentation" child of role="menu", which ARIA
    // forbids (axe: aria-required-children); without it the first item takes the focus.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    // A toast's text under a title is gray 6 (3.3:1 on white); dimmed is gray 7 (7:1), and light in dark.
    Notification: { styles: { description: { color: 'var(--mantine-color-dimmed)' } } },
  },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
});
