/** The module of everything loaded on demand (src/app/onDemand.ts): one request the first time. */
export const onDemand = () => import('./onDemand');
