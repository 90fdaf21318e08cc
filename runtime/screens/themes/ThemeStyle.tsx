import type { Theme } from '@/schemas/enums/themes';
import { themeCss } from './themeLooks';

/**
 * The theme's look, written into the page by the server (docs/decisions/0018): only the theme the page names, so
 * no page carries the other 16, the first paint is in the theme's colours, and no script is added.
 */
export function ThemeStyle({ theme }: { theme: Theme }) {
  return (
    <style href={`theme-${theme}`} precedence="theme">
      {themeCss(theme)}
    </style>
  );
}
