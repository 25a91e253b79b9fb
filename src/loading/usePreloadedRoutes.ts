import { useEffect } from 'react';
import { useRouter } from '@tanstack/react-router';
import { whenIdle } from './idle';

/**
 * Fetches the code of every route under `parentId` while the browser is idle after the screen
 * using this has rendered, so that the visitor's next page opens at once, even when the server
 * has meanwhile become unreachable. A route that fails here is fetched again when it is opened
 * (and says so when it still cannot be: src/loading/routeCode.ts).
 */
export function usePreloadedRoutes(parentId: string) {
  const router = useRouter();
  useEffect(
    () => whenIdle(() => {
      for (const route of Object.values(router.routesById)) {
        if (route.id.startsWith(`${parentId}/`)) void router.loadRouteChunk(route)?.catch(() => undefined);
      }
    }),
    [router, parentId],
  );
}
