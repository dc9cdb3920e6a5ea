import { QueryClient } from '@tanstack/react-query';

/** The one TanStack Query client: server data of every page. Loaded with the first page that needs it. */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
});
