/**
 * The second of the console's start's three steps (src/main.tsx): i18next, dayjs and the core
 * texts, set up in a task of their own.
 */
export { i18n } from '@/lib/i18n';
