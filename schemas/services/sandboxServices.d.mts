export declare const SANDBOX_SERVICES_PORT: number;
export declare const SANDBOX_SERVICES_URL: string;
