export interface Edge {
  from: string;
  to: string;
  dynamic: boolean;
}
export declare const ROOT: string;
export declare const LAYERS: readonly string[];
export declare const layerOf: (path: string) => string | null;
export declare const sourceFiles: (folder: string) => string[];
export declare const importsIn: (text: string) => { specifier: string; dynamic: boolean }[];
export declare const importsOf: (file: string) => Edge[];
export declare const graph: (folders?: string[]) => { files: string[]; edges: Edge[] };
export declare const upward: (edges: readonly Edge[]) => Edge[];
export declare const loops: (files: readonly string[], edges: readonly { from: string; to: string }[]) => string[][];
export declare const rel: (file: string) => string;
