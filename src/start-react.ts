/**
 * The first of the console's start's three steps (src/main.tsx): React and React DOM, about half of
 * what the start evaluates, in a task of their own.
 */
export { startTransition, StrictMode } from 'react';
export { createRoot } from 'react-dom/client';
