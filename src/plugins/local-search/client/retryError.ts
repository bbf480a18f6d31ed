/**
 * DocSearch shows its error screen only for errors named `RetryError` (what the Algolia
 * client throws when no host answers), so the local client reports failures the same way.
 */
export type RetryError = Error & { name: 'RetryError'; cause: unknown };

export function retryError(cause: unknown): RetryError {
  const error = new Error('Der Suchindex konnte nicht geladen werden.', { cause }) as RetryError;
  error.name = 'RetryError';
  return error;
}

export function isRetryError(error: unknown): boolean {
  return error instanceof Error && error.name === 'RetryError';
}
