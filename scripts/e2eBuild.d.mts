export declare const E2E_DIST: string;
export declare const e2eBuild: () => { command: string; args: string[]; env: NodeJS.ProcessEnv };
export declare const E2E_PORT: number;
