import type { AreaManifest } from '../session/pageEntry';

/** QA's pages (src/session/pageEntry.ts): never a landing page, routed only in builds with QA tools. */
export const MANIFEST: AreaManifest = [
  {
    path: '/qa/statecharts',
    roles: ['ALL'],
    layout: 'shell',
    title: 'statecharts',
    qaTool: true,
    page: 'statecharts/StatechartsPage',
    namespaces: ['statecharts'],
  },
];
