export interface ParsedRoute {
  file: string;
  pathless: boolean;
  fullPath: string;
  chain: string[];
}
export function parseRouteTree(source: string): ParsedRoute[];
export function routeChainFor(routes: ParsedRoute[], url: string): string[] | undefined;
