import * as v from 'valibot';
import { ERROR_CODES } from '../../src/api/contract/error-codes';
import { WpsError } from './wps-error';

/** Parses request input; a mismatch is the client's fault: HTTP 400, request.invalid. */
export function parseInput<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input);
  if (!result.success) throw new WpsError(ERROR_CODES.badRequest, 'badRequest', 400);
  return result.output;
}
