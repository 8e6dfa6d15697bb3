export interface ChunkSize {
  file: string;
  raw: number;
  gzip: number;
  name: string;
}
export function kB(bytes: number): number;
export class BuildSizes {
  constructor(distDir: string);
  size(file: string): { file: string; raw: number; gzip: number };
  total(files: string[]): { raw: number; gzip: number; chunks: ChunkSize[] };
  nameOf(file: string): string;
  closure(key: string): Set<string>;
  entryKey(): string | undefined;
  lazyChunks(): ChunkSize[];
  demoOnly(): Set<string>;
}
