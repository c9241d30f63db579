import type { NextConfig } from "next";
import { passcodeBuildEnv } from "./scripts/passcode-env.mjs";

const nextConfig: NextConfig = {
  output: "export",
  // Every page becomes folder/index.html, which any plain static server resolves.
  trailingSlash: true,
  // Images are generated at build time in the sizes each slot needs.
  images: { unoptimized: true },
  poweredByHeader: false,
  reactStrictMode: true,
  env: passcodeBuildEnv(),
};

export default nextConfig;
