import type { AxiosRequestConfig } from 'axios';
import type { HttpClient, HttpClientOptions } from './http';

/**
 * The browser's HTTP client, loading axios on the first request instead of with the first page:
 * nothing is requested before hydration, and axios is a large part of the first-load JS.
 */
export function lazyHttpClient(options: HttpClientOptions): HttpClient {
  let client: Promise<HttpClient> | undefined;
  const load = () => {
    client ??= import('./http').then(({ createHttpClient }) => createHttpClient(options));
    return client;
  };
  return {
    get: <T>(url: string, config?: AxiosRequestConfig) =>
      load().then((http) => http.get<T>(url, config)),
    delete: <T>(url: string, config?: AxiosRequestConfig) =>
      load().then((http) => http.delete<T>(url, config)),
    post: <T>(url: string, data?: unknown, config?: AxiosRequestConfig) =>
      load().then((http) => http.post<T>(url, data, config)),
    put: <T>(url: string, data?: unknown, config?: AxiosRequestConfig) =>
      load().then((http) => http.put<T>(url, data, config)),
  };
}
