import './styles.css';

/**
 * The entry is this file alone. index.html's boot script adds it (with a modulepreload for every
 * chunk of the console's start and of the sign-in route) once the sign-in frame index.html carries
 * is on screen, or at once where no frame shows (scripts/login-prepaint.ts). Evaluating React, the
 * router and antd takes a long task on a slow phone; the start is its own chunk so that this file
 * stays a few hundred bytes.
 */
void import('./start');
