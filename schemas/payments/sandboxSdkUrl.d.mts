export declare const SANDBOX_SDK_URL: string;
