/**
 * Vite plugin: after the client build, puts the login form into dist/index.html, once per
 * language, with the inline boot script that keeps the chosen one, and the first screen's
 * texts as a JSON block the app starts with (docs/decisions.md, "First
 * paint"). A cold /login then paints the form as soon as the HTML and its stylesheet are in,
 * instead of after the entry script has arrived and run (about 400 ms on a slow phone).
 *
 * The form is rendered by an SSR build of src/access/login/prerender/renderLogin.tsx with the
 * same Vite configuration, so CSS-module class names and Mantine's markup match the app's.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { LANGUAGES, type Language } from '../../src/i18n/language.ts';
import { BUNDLED_NAMESPACES, FIRST_TEXTS_ID } from '../../src/i18n/texts.ts';

const ENTRY = 'src/access/login/prerender/renderLogin.tsx';
export const BOOT_SCRIPT_FILE = 'src/access/login/prerender/boot.js';
const ROOT = '<div id="root"></div>';

/** The boot script exactly as it goes into the HTML (its hash is what the CSP allows). */
export function bootScript(root = process.cwd()): string {
  return readFileSync(resolve(root, BOOT_SCRIPT_FILE), 'utf8').trim();
}

/** The CSP source allowing an inline script. */
export function scriptHash(code: string): string {
  return `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`;
}

/** The JSON data block of the first screen's texts (src/i18n/index.ts reads it); `<` escaped. */
export function firstTextsBlock(root = process.cwd()): string {
  const texts = Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      Object.fromEntries(
        BUNDLED_NAMESPACES.map((ns) => [ns, JSON.parse(readFileSync(resolve(root, `locales/${language}/${ns}.json`), 'utf8')) as unknown]),
      ),
    ]),
  );
  return `<script type="application/json" id="${FIRST_TEXTS_ID}">${JSON.stringify(texts).replace(/</g, '\\u003c')}</script>`;
}

const STYLE = /<style\b[^>]*>[\s\S]*?<\/style>/g;

/**
 * index.html with the forms (hidden until the boot script picks one) and the boot script.
 * Mantine's <style> elements (theme variables, responsive classes) are the same in every
 * language: they go once into <head> instead of once per copy (8 KB each).
 */
export function injectLogin(html: string, forms: Readonly<Record<Language, string>>, boot: string, texts = ''): string {
  if (!html.includes(ROOT)) throw new Error(`index.html has no ${ROOT} to prerender into`);
  const styles = [...new Set(LANGUAGES.flatMap((language) => forms[language].match(STYLE) ?? []))];
  const copies = LANGUAGES.map(
    (language) => `<div data-prerendered-login="${language}" hidden>${forms[language].replace(STYLE, '')}</div>`,
  ).join('');
  return html
    .replace('</head>', `${texts}${styles.join('')}</head>`)
    .replace(ROOT, `<div id="root">${copies}</div><script>${boot}</script>`);
}

export function prerenderLogin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'prerender-login',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      // The nested SSR build below loads this plugin too; a maintenance build has no form. A
      // failed build wrote no index.html (and Rolldown runs this hook anyway): reading it would
      // replace the build's own error with ours.
      const indexFile = resolve(config.root, config.build.outDir, 'index.html');
      if (config.build.ssr || config.env.VITE_MAINTENANCE_MODE === 'true' || !existsSync(indexFile)) return;
      // Inside the project, so the SSR bundle's imports of React and Mantine resolve.
      const cache = resolve(config.root, 'node_modules/.cache');
      mkdirSync(cache, { recursive: true });
      const outDir = mkdtempSync(join(cache, 'prerender-login-'));
      try {
        await build({
          root: config.root,
          mode: config.mode,
          logLevel: 'warn',
          build: { ssr: resolve(config.root, ENTRY), outDir, emptyOutDir: true, manifest: false, copyPublicDir: false },
        });
        const module = (await import(pathToFileURL(join(outDir, 'renderLogin.js')).href)) as {
          renderLogin(language: Language): string;
        };
        const forms = Object.fromEntries(LANGUAGES.map((language) => [language, module.renderLogin(language)])) as Record<Language, string>;
        const html = injectLogin(readFileSync(indexFile, 'utf8'), forms, bootScript(config.root), firstTextsBlock(config.root));
        writeFileSync(indexFile, html);
      } finally {
        rmSync(outDir, { recursive: true, force: true });
      }
    },
  };
}
