import axios, {
  AxiosError,
  type AxiosAdapter,
  type AxiosRequestConfig,
  type AxiosInstance,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { ApiError, errorInSuccessBody, errorItemsFromBody } from './errors';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Skip the global error handling (toasts, 401 redirect); the caller shows its own message. */
    silent?: boolean;
  }
}

/** What the client needs to know about the visitor to build the API's headers (API-CORE-1). */
export interface ApiRequestContext {
  token: string | null;
  guestId: string | null;
  /** The `zone_id` string from `config/get-zone-id`, sent verbatim, e.g. "[1]". */
  zoneIds: string | null;
  moduleId: number | null;
  locale: string;
  latitude: number | null;
  longitude: number | null;
}

/** What the domain modules need from an HTTP client; an AxiosInstance is one. */
export interface HttpClient {
  get<T = unknown>(url: string, config?: AxiosRequestConfig): Promise<AxiosResponse<T>>;
  delete<T = unknown>(url: string, config?: AxiosRequestConfig): Promise<AxiosResponse<T>>;
  post<T = unknown>(
    url: string,
    data?: unknown,
    config?: AxiosRequestConfig,
  ): Promise<AxiosResponse<T>>;
  put<T = unknown>(
    url: string,
    data?: unknown,
    config?: AxiosRequestConfig,
  ): Promise<AxiosResponse<T>>;
}

/** The product id the 6amMart backends expect from the React web client. */
export const SOFTWARE_ID = '33571750';

export interface HttpClientOptions {
  baseURL: string;
  getContext: () => ApiRequestContext;
  adapter?: AxiosAdapter;
  /** Called for every failed request that is not `silent` (toasts, 401 handling). */
  onError?: (error: ApiError) => void;
  timeoutMs?: number;
}

export function buildHeaders(context: ApiRequestContext): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'X-localization': context.locale,
    'X-software-id': SOFTWARE_ID,
  };
  if (context.zoneIds) headers.zoneId = context.zoneIds;
  if (context.moduleId !== null) headers.moduleId = String(context.moduleId);
  if (context.latitude !== null && context.longitude !== null) {
    headers.latitude = String(context.latitude);
    headers.longitude = String(context.longitude);
  }
  if (context.token) headers.Authorization = `Bearer ${context.token}`;
  return headers;
}

export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (axios.isAxiosError(error)) {
    const response = error.response;
    if (response) {
      const items = errorItemsFromBody(response.data);
      return new ApiError(
        response.status,
        items.length ? items : [{ code: 'http', message: `Request failed (${response.status}).` }],
      );
    }
    return new ApiError(0, [
      { code: 'network', message: 'Network error. Check your connection and try again.' },
    ]);
  }
  return new ApiError(0, [
    { code: 'unknown', message: error instanceof Error ? error.message : 'Something went wrong.' },
  ]);
}

/** One axios instance carrying every contract header; every failure rejects with `ApiError`. */
export function createHttpClient(options: HttpClientOptions): AxiosInstance {
  const http = axios.create({
    baseURL: options.baseURL,
    timeout: options.timeoutMs ?? 20000,
    adapter: options.adapter,
  });

  http.interceptors.request.use((config: InternalAxiosRequestConfig) => {
    const headers = buildHeaders(options.getContext());
    for (const [name, value] of Object.entries(headers)) {
      if (!config.headers.has(name)) config.headers.set(name, value);
    }
    return config;
  });

  http.interceptors.response.use(
    (response: AxiosResponse) => {
      const embedded = errorInSuccessBody(response.status, response.data);
      if (embedded) {
        if (!response.config.silent) options.onError?.(embedded);
        return Promise.reject(embedded);
      }
      return response;
    },
    (error: unknown) => {
      const apiError = toApiError(error);
      const silent = axios.isAxiosError(error) && error.config?.silent;
      if (!silent) options.onError?.(apiError);
      return Promise.reject(apiError);
    },
  );

  return http;
}

type FetchLike = (request: Request) => Response | Promise<Response>;

/**
 * Runs requests against an in-process fetch handler (the built-in API) instead of the network:
 * server-side rendering then skips a loopback HTTP round trip.
 */
export function inProcessAdapter(handle: FetchLike, origin: string): AxiosAdapter {
  return async (config) => {
    const url = new URL(axios.getUri(config), origin);
    const headers = new Headers();
    for (const [name, value] of Object.entries(config.headers.toJSON())) {
      if (value !== undefined && value !== null) headers.set(name, String(value));
    }
    const method = (config.method ?? 'get').toUpperCase();
    // A FormData body needs the multipart boundary that Request sets itself.
    if (config.data instanceof FormData) headers.delete('content-type');
    const body =
      method === 'GET' || method === 'HEAD' || config.data === undefined
        ? undefined
        : (config.data as BodyInit);
    const response = await handle(new Request(url, { method, headers, body }));
    const text = await response.text();
    const axiosResponse: AxiosResponse = {
      data: text,
      status: response.status,
      statusText: response.statusText,
      headers: Object.fromEntries(response.headers.entries()),
      config,
      request: undefined,
    };
    const validate = config.validateStatus ?? ((status: number) => status >= 200 && status < 300);
    if (validate(response.status)) return axiosResponse;
    // Parse here because axios only runs transformResponse on successful adapter results.
    try {
      axiosResponse.data = JSON.parse(text);
    } catch {
      // keep the raw text
    }
    throw new AxiosError(
      `Request failed with status code ${response.status}`,
      response.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST,
      config,
      undefined,
      axiosResponse,
    );
  };
}
