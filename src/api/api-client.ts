import { API_BASE } from '../contract/api-contract';

/** Thrown by every API call that fails: the server's message if it sent one, else 'Failed'. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface ApiClient {
  get<T>(path: string): Promise<T>;
  post<T>(path: string, body: unknown): Promise<T>;
}

type FetchLike = (url: string, init?: RequestInit) => Promise<Response>;

/** Calls the API over HTTP and unwraps `{ data }`; used in the browser, and on the server with an in-process fetch. */
export function createApiClient(fetchImpl: FetchLike = (url, init) => fetch(url, init)): ApiClient {
  const request = async <T>(path: string, init?: RequestInit): Promise<T> => {
    let response: Response;
    try {
      response = await fetchImpl(`${API_BASE}${path}`, init);
    } catch {
      throw new ApiError('Network Error');
    }
    const body = (await response.json().catch(() => undefined)) as { data?: T; message?: string } | undefined;
    if (!response.ok) throw new ApiError(body?.message || 'Failed', response.status);
    return body?.data as T;
  };
  return {
    get: (path) => request(path),
    post: (path, body) => request(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  };
}
