export declare const chromiumArgs: string[];
export declare function portalServerEnv(options: { port: number | string; dataDir: string }): NodeJS.ProcessEnv;
