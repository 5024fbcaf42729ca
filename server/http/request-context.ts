import type { FastifyRequest } from 'fastify';
import { HEADERS, WIRE_LANGUAGES, type WireLanguage } from '../../contract/headers';

const DEFAULT_WIRE_LANGUAGE: WireLanguage = 'VI';

function header(request: FastifyRequest, name: string): string | undefined {
  const raw = request.headers[name.toLowerCase()];
  const value = Array.isArray(raw) ? raw[0] : raw;
  return value?.trim() || undefined;
}

/** Reads a wire language loosely ('en', 'EN', 'en-US'); unknown → null. */
export function parseWireLanguage(raw: string | undefined): WireLanguage | null {
  const code = raw?.slice(0, 2).toUpperCase();
  return (WIRE_LANGUAGES as readonly string[]).includes(code ?? '') ? (code as WireLanguage) : null;
}

/** The Language header, VI when absent or unknown (the product default). */
export function requestLanguage(request: FastifyRequest): WireLanguage {
  return parseWireLanguage(header(request, HEADERS.language)) ?? DEFAULT_WIRE_LANGUAGE;
}

/** The Merchant header; a missing header means the deployment's own merchant. */
export function requestMerchantCode(request: FastifyRequest, defaultCode: string): string {
  return header(request, HEADERS.merchant) ?? defaultCode;
}

export function requestDevice(request: FastifyRequest): string | undefined {
  return header(request, HEADERS.device);
}
