/**
 * Vite plugin: the module `virtual:route-table`, the entry chunk's route table, derived from
 * the areas' manifests at build time (src/session/pageEntry.ts). It keeps only what the router
 * and its guards need before any page loads (path, layout, roles, search parameters, QA flag);
 * titles, menu places, page modules and namespaces stay in the manifests, read by lazy code.
 * /login's first load carries no more for a new page than its path and roles.
 */
import type { Plugin } from 'vite';
import type { PageEntry } from '../../src/session/pageEntry.ts';
import { manifestFiles, pageEntries } from './manifests.ts';

export const ROUTE_TABLE_ID = 'virtual:route-table';
const RESOLVED = `\0${ROUTE_TABLE_ID}`;

/** An entry as the router sees it (src/routes/table.ts). */
export function routeOf(entry: PageEntry): Record<string, unknown> {
  if (entry.layout === 'public') return { path: entry.path, layout: entry.layout, ...(entry.search ? { search: entry.search } : {}) };
  return { path: entry.path, layout: entry.layout, roles: entry.roles, ...(entry.qaTool ? { qaTool: true } : {}) };
}

export function routeTable(): Plugin {
  let root = process.cwd();
  return {
    name: 'route-table',
    configResolved(config) {
      root = config.root;
    },
    resolveId(id) {
      return id === ROUTE_TABLE_ID ? RESOLVED : null;
    },
    async load(id) {
      if (id !== RESOLVED) return null;
      for (const file of manifestFiles(root)) this.addWatchFile(file);
      const routes = (await pageEntries(root)).map(routeOf);
      return `export const ROUTE_TABLE = ${JSON.stringify(routes)};`;
    },
    // The dev server: a changed manifest is a new route table, and a new table a new router.
    configureServer(server) {
      server.watcher.on('change', (file) => {
        if (!manifestFiles(root).includes(file)) return;
        const module = server.moduleGraph.getModuleById(RESOLVED);
        if (module) server.moduleGraph.invalidateModule(module);
        server.ws.send({ type: 'full-reload' });
      });
    },
  };
}
