export type Header = { key: string; value: string };
export type ServiceOrigins = { script: string[]; connect: string[]; img: string[]; frame: string[] };
export declare function hstsValue(options: { preload: boolean }): string;
export declare function serviceOrigins(env: Record<string, string | undefined>): ServiceOrigins;
export declare function contentSecurityPolicy(
  origins: ServiceOrigins,
  options: { upgradeInsecureRequests: boolean },
): string;
export declare function permissionsPolicy(options: { camera: boolean; paymentOrigins: string[] }): string;
export declare function securityHeaders(options: {
  built: boolean;
  production: boolean;
  env: Record<string, string | undefined>;
  camera?: boolean;
}): Header[];
