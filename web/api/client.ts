import type { ListOperator, OrderDirection } from "../../shared/constants.ts";
import type { ErrorCode, ErrorIssue } from "../../shared/errors.ts";
import { type MessageKey, t } from "../../shared/i18n/index.ts";
import { getAppData } from "../app-data.ts";

// The fetch client of the API envelope: every answer is `{ data }`, or `{ error: { message,
// code } }` with a status of 400 or more (docs/product/api.md). Server messages arrive already
// translated; the client only words the failures the server never sees (network, abort).

/** Codes the client adds to the server's closed list for failures that never reach it. */
export type ClientErrorCode = "NETWORK" | "CANCELED" | "BAD_RESPONSE";

// shared/errors.ts is imported for its types only: its runtime part brings zod, which the
// first screen does not need.

export interface ApiErrorDetails {
  /** The fields a VALIDATION error refused, each with its message in the reader's language. */
  issues?: readonly ErrorIssue[];
  /** How long a RATE_LIMITED caller must wait (the envelope's value, else Retry-After). */
  retryAfterSeconds?: number;
  [key: string]: unknown;
}

export class ApiError extends Error {
  override name = "ApiError";
  readonly code: ErrorCode | ClientErrorCode;
  /** HTTP status, 0 when no answer arrived. */
  readonly status: number;
  readonly details: ApiErrorDetails;

  constructor(
    message: string,
    code: ErrorCode | ClientErrorCode,
    status: number,
    details: ApiErrorDetails = {},
  ) {
    super(message);
    this.code = code;
    this.status = status;
    this.details = details;
  }
}

function errorDetails(raw: unknown, response: Response): ApiErrorDetails {
  const details: ApiErrorDetails =
    typeof raw === "object" && raw !== null ? { ...(raw as ApiErrorDetails) } : {};
  if (!Array.isArray(details.issues)) delete details.issues;
  const header = Number(response.headers.get("retry-after"));
  if (typeof details.retryAfterSeconds !== "number" && Number.isFinite(header) && header > 0) {
    details.retryAfterSeconds = header;
  }
  return details;
}

type QueryValue = string | number | boolean | null | undefined | readonly unknown[] | object;
export type Query = Readonly<Record<string, QueryValue>>;

export interface RequestOptions {
  signal?: AbortSignal;
}

function message(key: MessageKey): string {
  return t(getAppData().locale, key);
}

/** Query string of an API call: strings as they are, anything else JSON-encoded. */
export function encodeQuery(query: Query | undefined): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    params.append(name, typeof value === "string" ? value : JSON.stringify(value));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

export type ListFilter = readonly [field: string, operator: ListOperator, value: unknown];
export type ListOrder = readonly [field: string, direction: OrderDirection];

export interface ListQuery {
  filters?: readonly ListFilter[];
  orders?: readonly ListOrder[];
  refNames?: readonly string[];
  /** `fields=`: the item fields and `ref.field` names to answer (server/features/list/field-selection.ts). */
  fields?: readonly string[];
  /** Plain text; the server searches it over id and the resource's search fields. */
  search?: string;
  limit?: number;
  offset?: number;
}

/** The query of `GET /api/{resource}/list`, empty parts left out. */
export function listQuery(query: ListQuery): Query {
  return {
    filters: query.filters?.length ? query.filters : undefined,
    orders: query.orders?.length ? query.orders : undefined,
    refNames: query.refNames?.length ? query.refNames : undefined,
    fields: query.fields?.length ? query.fields : undefined,
    search: query.search?.trim() ? query.search.trim() : undefined,
    limit: query.limit,
    offset: query.offset || undefined,
  };
}

async function request<T>(path: string, init: RequestInit): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      ...init,
      credentials: "same-origin",
      headers: { Accept: "application/json", ...init.headers },
    });
  } catch (error) {
    if (init.signal?.aborted || (error instanceof DOMException && error.name === "AbortError")) {
      throw new ApiError(message("errors.canceled"), "CANCELED", 0);
    }
    throw new ApiError(message("errors.network"), "NETWORK", 0);
  }
  return readResponse<T>(response, init.signal);
}

/** The envelope of an answer: its data, or the ApiError it carries. */
async function readResponse<T>(response: Response, signal?: AbortSignal | null): Promise<T> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    if (signal?.aborted) throw new ApiError(message("errors.canceled"), "CANCELED", 0);
    // A proxy's HTML error page or an empty answer: nothing the envelope can explain.
    throw new ApiError(message("errors.default"), "BAD_RESPONSE", response.status);
  }
  const envelope = (typeof body === "object" && body !== null ? body : {}) as {
    data?: T;
    error?: { message?: unknown; code?: unknown; details?: unknown } | null;
  };
  if (response.status >= 400 || envelope.error) {
    const error = envelope.error ?? {};
    throw new ApiError(
      typeof error.message === "string" && error.message
        ? error.message
        : message("errors.default"),
      typeof error.code === "string" ? (error.code as ErrorCode) : "INTERNAL",
      response.status,
      errorDetails(error.details, response),
    );
  }
  return envelope.data as T;
}

export function apiGet<T>(path: string, query?: Query, options: RequestOptions = {}): Promise<T> {
  return request<T>(`${path}${encodeQuery(query)}`, { method: "GET", signal: options.signal });
}

export function apiPost<T>(path: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
  return request<T>(path, {
    method: "POST",
    signal: options.signal,
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body ?? {}),
  });
}

/** `GET /api/{resource}/list` with the generic list query. */
export function apiList<T>(resource: string, query: ListQuery, options?: RequestOptions) {
  return apiGet<T>(`/api/${resource}/list`, listQuery(query), options);
}

export interface UploadOptions extends RequestOptions {
  /** Bytes sent so far and in all, as the upload goes (docs/product/api.md: requests report progress). */
  onProgress?: (progress: { loaded: number; total: number }) => void;
}

/**
 * POSTs a multipart form with XMLHttpRequest, the one browser API that reports upload
 * progress; the answer is read like every other (`{data}` or an ApiError).
 */
export function apiUpload<T>(
  path: string,
  form: FormData,
  options: UploadOptions = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", path);
    xhr.setRequestHeader("Accept", "application/json");
    xhr.upload.onprogress = (event) =>
      options.onProgress?.({
        loaded: event.loaded,
        total: event.lengthComputable ? event.total : 0,
      });
    xhr.onload = () => {
      const retryAfter = xhr.getResponseHeader("retry-after");
      const response = new Response(xhr.responseText, {
        status: xhr.status,
        headers: retryAfter ? { "retry-after": retryAfter } : {},
      });
      readResponse<T>(response).then(resolve, reject);
    };
    xhr.onerror = () => reject(new ApiError(message("errors.network"), "NETWORK", 0));
    xhr.onabort = () => reject(new ApiError(message("errors.canceled"), "CANCELED", 0));
    if (options.signal?.aborted) {
      reject(new ApiError(message("errors.canceled"), "CANCELED", 0));
      return;
    }
    options.signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
