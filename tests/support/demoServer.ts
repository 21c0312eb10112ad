import { setupServer } from 'msw/node';
import { handlers } from '@demo-api/handlers';
import { resetDemoStore } from '@demo-api/store';

// Vitest talks to the very handlers that serve the dev server and Playwright, in-process.
export const demoServer = setupServer(...handlers);
export const resetDemo = (): void => resetDemoStore();
