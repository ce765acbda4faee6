export interface JsonResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export async function request<T = any>(url: string, init: RequestInit = {}): Promise<JsonResponse<T>> {
  const res = await fetch(url, init);
  const text = await res.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  return { status: res.status, headers: res.headers, body: body as T, text };
}

/** Every error the API gives must be the contract's Error body, with the id of the X-Request-Id header. */
export function expectErrorBody(res: JsonResponse, status: number, code?: string): void {
  if (res.status !== status) throw new Error(`expected ${status}, got ${res.status}: ${res.text}`);
  const body = res.body as { schemaVersion: number; error: Record<string, string> };
  if (body?.schemaVersion !== 1) throw new Error(`no schemaVersion in ${res.text}`);
  for (const field of ['code', 'message', 'resolution', 'requestId']) {
    if (typeof body.error?.[field] !== 'string' || body.error[field] === '') throw new Error(`error.${field} missing in ${res.text}`);
  }
  if (body.error.requestId !== res.headers.get('x-request-id')) throw new Error('requestId differs from X-Request-Id');
  if (code && body.error.code !== code) throw new Error(`expected code ${code}, got ${body.error.code}`);
}
