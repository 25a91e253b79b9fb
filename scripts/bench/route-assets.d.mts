export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;
export function startingChunks(manifest: Manifest, chain: string[]): string[];
export function filesBeforeRender(manifest: Manifest, chain: string[]): { js: string[]; css: string[] };
