import { notifyManager, QueryClient } from '@tanstack/react-query';
import { onSessionCleared } from '@/stores/session';

/** The one server-state cache. The API client reports failures, so nothing retries or refetches on its own. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: false,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
      // A page opened again shows what it had at once, and asks anew.
      staleTime: 0,
      gcTime: 5 * 60_000,
    },
    mutations: { retry: false },
  },
});

// An answer renders in the task it arrived in, not a timer later: no frame between data and render.
notifyManager.setScheduler(queueMicrotask);

// Another user must never see this one's answers.
onSessionCleared(() => queryClient.clear());
