import './styles.css';
import { showStartFailed } from './start-failed';

/**
 * The entry is this file alone. index.html's boot script adds it (with a modulepreload for every
 * chunk of the console's start and of the sign-in route) once the sign-in frame index.html carries
 * is on screen, or at once where no frame shows (scripts/login-prepaint.ts).
 *
 * The start runs in three steps, each its own chunk (vite.config.ts) and its own task: React, then
 * i18n, then the rest (src/start.tsx). In one piece it was the longest task a slow phone ran on
 * /login (issue 14); in three, none of them is half as long. Should one of them not load, the page
 * says so and offers to reload (src/start-failed.ts) instead of staying on the frame.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

void import('./start-react')
  .then(nextTask)
  .then(() => import('./start-i18n'))
  .then(nextTask)
  .then(() => import('./start'))
  .catch(showStartFailed);
