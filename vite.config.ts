import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiServer = process.env.API_SERVER ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', sourcemap: true, chunkSizeWarningLimit: 900 },
  server: {
    proxy: {
      '/graphql': apiServer,
      '/sso': apiServer,
    },
  },
});
