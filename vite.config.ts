/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { demoApi } from './demo-api/vite-plugin.ts';

const dir = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  // A configured provider API replaces the embedded demo API entirely.
  const useDemo = !env.VITE_API_BASE_URL;
  return {
    plugins: [react(), useDemo ? demoApi() : null],
    resolve: {
      alias: {
        '@app': dir('./src'),
        '@machines': dir('./machines'),
        '@demo-api': dir('./demo-api'),
        '@locales': dir('./locales'),
      },
    },
    // PORT picks the port; when it is taken Vite takes the next free one and prints it.
    server: { port: Number(process.env.PORT) || 5173 },
    preview: { port: Number(process.env.PORT) || 4173 },
    build: {
      manifest: true,
      sourcemap: false,
      chunkSizeWarningLimit: 400,
    },
    test: {
      environment: 'jsdom',
      include: ['tests/{unit,component,model}/**/*.test.{ts,tsx}'],
      setupFiles: ['tests/support/setup.ts'],
      restoreMocks: true,
      testTimeout: 15000,
    },
  };
});
