/**
 * The HTTP status of a failed API call. Read from the error's `status` rather than by
 * `instanceof ApiError`: while server rendering, the API client comes from the server's copy of
 * the module and the page from the renderer's bundle, so the class is not the same object.
 */
function statusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}

/**
 * Retries a failed call once, unless the server said the request itself is wrong (a 4xx: an
 * unknown slug or category). Retrying those would only delay the 404 page.
 */
export function retryUnlessClientError(failureCount: number, error: Error): boolean {
  const status = statusOf(error);
  if (status !== undefined && status >= 400 && status < 500) return false;
  return failureCount < 1;
}

/** The call reached the server and it said there is no such thing. */
export function isNotFound(error: unknown): boolean {
  const status = statusOf(error);
  return status === 404 || status === 400;
}
