import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Mantine's stylesheets are imported per component (docs/decisions.md, "First loads"):
 * src/styles/public.ts for what the entry chunk and the public pages show, and
 * src/styles/signedIn.ts for the rest. A component whose stylesheet is in neither would
 * render unstyled, and one the public pages use must be in public.ts.
 */
const root = join(__dirname, '../../..');
const src = join(root, 'src');
const stylesDir = join(root, 'node_modules/@mantine/core/styles');
const read = (path: string) => readFileSync(path, 'utf8');

/** Components built on others' stylesheets (Mantine lists them in styles/css-files-list). */
const DEPENDS: Record<string, readonly string[]> = {
  TextInput: ['Input'],
  Textarea: ['Input'],
  NativeSelect: ['Input'],
  Select: ['Input', 'Combobox', 'Popover', 'ScrollArea'],
  MultiSelect: ['Input', 'Combobox', 'Popover', 'ScrollArea', 'Pill', 'PillsInput'],
  Menu: ['Popover', 'UnstyledButton'],
  Modal: ['ModalBase', 'Overlay', 'CloseButton'],
  Checkbox: ['InlineInput', 'CheckboxIndicator'],
  Radio: ['InlineInput', 'RadioIndicator'],
  Button: ['UnstyledButton', 'Loader'],
  ActionIcon: ['UnstyledButton', 'Loader'],
  Anchor: ['Text'],
  NavLink: ['UnstyledButton'],
  Pagination: ['UnstyledButton', 'Group'],
  Alert: ['CloseButton'],
  Burger: ['UnstyledButton'],
};

const stylesheets = (name: string): string[] =>
  [name, ...(DEPENDS[name] ?? [])].filter((sheet) => existsSync(join(stylesDir, `${sheet}.css`)));

const imported = (file: string): Set<string> =>
  new Set([...read(join(src, file)).matchAll(/@mantine\/core\/styles\/([\w-]+)\.css/g)].map((m) => m[1]!));
const publicSheets = imported('styles/public.ts');
const signedInSheets = imported('styles/signedIn.ts');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

function mantineComponents(file: string): string[] {
  const names: string[] = [];
  for (const match of read(file).matchAll(/import\s*\{([^}]*)\}\s*from\s*'@mantine\/core'/g)) {
    for (const part of match[1]!.split(',')) {
      const name = part.trim().split(/\s+as\s+/)[0]!;
      if (/^[A-Z]/.test(name) && !name.startsWith('type ')) names.push(name);
    }
  }
  return names;
}

function resolveImport(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@app/')) base = join(src, specifier.slice('@app/'.length));
  else if (specifier.startsWith('.')) base = resolve(dirname(from), specifier);
  else return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    if (candidate.startsWith(src) && /\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return null;
}

/** Files the entry imports statically, and the public pages with theirs. */
function publicFiles(): Set<string> {
  const starts = ['main.tsx', 'access/login/SecondFactorStep.tsx', 'access/recoverPassword/RecoverPasswordPage.tsx', 'access/resetPassword/ResetPasswordPage.tsx', 'access/register/RegisterPage.tsx', 'access/logout/LogoutPage.tsx'];
  const seen = new Set<string>();
  const queue = starts.map((file) => join(src, file));
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const m of read(file).matchAll(/^import\s+(?!type\b)[^;]*?from\s+'([^']+)'/gms)) {
      const next = resolveImport(file, m[1]!);
      if (next) queue.push(next);
    }
  }
  return seen;
}

describe('Mantine styles per component', () => {
  const all = sourceFiles(src);
  const entry = publicFiles();

  it('public.ts starts with the global styles', () => {
    expect([...publicSheets].slice(0, 3)).toEqual(['baseline', 'default-css-variables', 'global']);
  });

  it('the entry chunk and the public pages find their stylesheets in public.ts', () => {
    const missing = [...entry].flatMap((file) =>
      mantineComponents(file).flatMap((name) => stylesheets(name).filter((sheet) => !publicSheets.has(sheet)).map((sheet) => `${sheet} (${name} in ${file.slice(src.length + 1)})`)),
    );
    expect(missing).toEqual([]);
  });

  it('every other component finds its stylesheet in public.ts or signedIn.ts', () => {
    const missing = all.flatMap((file) =>
      mantineComponents(file).flatMap((name) =>
        stylesheets(name)
          .filter((sheet) => !publicSheets.has(sheet) && !signedInSheets.has(sheet))
          .map((sheet) => `${sheet} (${name} in ${file.slice(src.length + 1)})`),
      ),
    );
    expect(missing).toEqual([]);
  });

  it('nothing imports the whole @mantine/core stylesheet any more', () => {
    expect(all.filter((file) => read(file).includes("'@mantine/core/styles.css'"))).toEqual([]);
  });
});
