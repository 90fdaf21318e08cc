/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // PGlite loads its WASM and data files next to its own module, and pg has optional native parts:
  // both stay plain Node packages instead of being bundled.
  serverExternalPackages: ['@electric-sql/pglite', 'pg'],
};

export default nextConfig;
