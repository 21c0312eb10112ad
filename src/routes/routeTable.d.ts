/** The entry chunk's route table, derived from the areas' manifests (scripts/build/routeTable.ts). */
declare module 'virtual:route-table' {
  import type { RouteEntry } from './table';
  export const ROUTE_TABLE: readonly RouteEntry[];
}
