/** How often a live view of the towers (the monitor, the dashboard) asks for their state. */
export const MONITOR_REFRESH_MS = 5_000;
