/** Types of bundle-analysis.mjs (a plain Node module so scripts run it without a build step). */
export interface Weight {
  js: number;
  css: number;
  requests: number;
  files: string[];
}

export interface RouteWeight {
  path: string;
  module: string;
  chunk: string;
  chunkJs: number;
  own: Weight;
  initial: Weight;
}

export function screenModules(routesSource: string): { path: string; module: string }[];
export function analyseBuild(distDir: string, routesSource: string): { entry: Weight; routes: RouteWeight[] };
export function kb(bytes: number): number;
