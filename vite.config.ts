import { fileURLToPath } from 'node:url'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url))

// The client lives in src/client; the server (src/server) serves what this builds into dist/client.
export default defineConfig({
  root: fromRoot('./src/client'),
  publicDir: fromRoot('./public'),
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: fromRoot('./src/client/routes'),
      generatedRouteTree: fromRoot('./src/client/route-tree.gen.ts'),
    }),
    react(),
    tailwindcss(),
  ],
  resolve: {
    // Client code imports its own modules as @/...; shared code comes through package.json's #shared/*.
    alias: { '@': fromRoot('./src/client') },
  },
  build: {
    outDir: fromRoot('./dist/client'),
    emptyOutDir: true,
    // No source maps in what the server serves: they would publish the client's whole source.
    sourcemap: false,
    rolldownOptions: {
      output: {
        // Every form page shares zod (the shared schemas) and react-hook-form; bundled together they
        // make one chunk over the 30 kB budget of a lazy chunk. zod in a chunk of its own splits
        // them (zod imports nothing, so the group takes nothing else along).
        codeSplitting: {
          groups: [{ name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/ }],
        },
      },
    },
  },
})
