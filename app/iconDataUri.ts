import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The product's icon (public/icon.svg, the manifest's too) written into every page's head: the browser shows it
 * without a request, and asks for nothing at a step change (a linked icon is asked for again, to be revalidated,
 * each time a step puts its address in the bar). /favicon.ico stays for the browsers that ask for it by name.
 */
export const ICON_DATA_URI = `data:image/svg+xml,${encodeURIComponent(
  readFileSync(join(process.cwd(), 'public', 'icon.svg'), 'utf8'),
)}`;
