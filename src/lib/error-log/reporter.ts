import type { ErrorInfo } from 'react';

/** Where error boundaries send what they catch; the error log registers here in production builds. */
export type ErrorReporter = (error: Error, info?: ErrorInfo) => void;

let reporter: ErrorReporter | undefined;

export function setErrorReporter(next: ErrorReporter | undefined): void {
  reporter = next;
}

export function reportError(error: Error, info?: ErrorInfo): void {
  reporter?.(error, info);
}
