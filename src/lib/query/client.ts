import { notifyManager, QueryClient } from '@tanstack/react-query';
import { onSessionCleared } from '@/stores/session';

/**
 * The console's one server-state cache (issue 34). Reads are queries keyed by `queryKeys`; writes are
 * mutations that invalidate their resource. A failure is the caller's to show (the API client already
 * toasts unless the call is silent), so queries never retry on their own, and a window refocus does
 * not refetch: the live panels poll on their own interval.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: false,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
      // A page opened again shows what it last had at once and asks anew (the tag cache's revisit).
      staleTime: 0,
      gcTime: 5 * 60_000,
    },
    mutations: { retry: false },
  },
});

// An answer reaches its components in the task it arrived in (as a promise's `then` would), not in a
// timer task after it: no frame between the data and its render, and tests see it once the promise settles.
notifyManager.setScheduler(queueMicrotask);

// Another user must never see this one's answers.
onSessionCleared(() => queryClient.clear());
