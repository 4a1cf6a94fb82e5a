import './styles.css';

/**
 * The entry is this file alone: index.html asks for every chunk of the console's start (and of the
 * sign-in route) in its first round trip, and this file runs them once the sign-in frame that
 * index.html carries has painted. Evaluating React, the router and antd takes a long task on a
 * slow phone; run first, it would hold the frame's paint back behind it. Without the frame (any
 * other page, or a session already there) the console starts at once.
 */
function afterFramePaint(): Promise<void> {
  if (!document.documentElement.classList.contains('login-prepaint')) return Promise.resolve();
  return new Promise((resolve) => {
    // A hidden tab paints no frames: start anyway.
    const fallback = setTimeout(resolve, 100);
    // A task queued from an animation frame runs after that frame's paint.
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(fallback);
        resolve();
      }, 0),
    );
  });
}

void afterFramePaint().then(() => import('./start'));
