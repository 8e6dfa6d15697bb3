export declare const contentSecurityPolicy: (options?: { api?: string[]; maps?: boolean }) => string;
export declare const policyForEnv: (env?: Record<string, string | undefined>) => string;
