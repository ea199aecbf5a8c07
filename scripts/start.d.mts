/** Bundles a server entry into one ES module with a source map; false when esbuild is not installed. */
export function bundleServer(entry: string, outfile: string): Promise<boolean>
