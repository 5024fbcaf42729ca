import * as v from 'valibot';
import { ERROR_CODES } from '../../contract/error-codes';
import { inputProblem } from './input-guard';
import { WpsError } from './wps-error';

/** Parses request input; a mismatch is the client's fault: HTTP 400, request.invalid (or a more precise request.* code). */
export function parseInput<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  // Also checked at the edge; repeated here for what the edge cannot see (decrypted payloads).
  const problem = inputProblem(input);
  if (problem) throw problem;
  const result = v.safeParse(schema, input);
  if (!result.success) throw new WpsError(ERROR_CODES.badRequest, 'badRequest', 400);
  return result.output;
}
