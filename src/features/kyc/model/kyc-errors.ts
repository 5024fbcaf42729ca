import { KYC_ERROR_CODES, type KycFieldProblem } from '../../../../contract/kyc';
import { UPLOAD_ERROR_CODES } from '../../../../contract/uploads';

/** The dictionary key of each field problem the form and the server share (contract/kyc.ts kycFieldProblems). */
export const FIELD_PROBLEM_KEYS: Record<KycFieldProblem, string> = {
  name: 'kyc.error_name',
  birthDate: 'kyc.error_birth_date',
  underAge: 'kyc.error_under_age',
  docNumber: 'kyc.error_doc_number',
};

/** Refusals the KYC screen words itself; null: the app's generic text (connection, session, …). */
export function kycErrorKey(errorCode: string | null): string | null {
  switch (errorCode) {
    case KYC_ERROR_CODES.nameInvalid: return 'kyc.error_name';
    case KYC_ERROR_CODES.birthDateInvalid: return 'kyc.error_birth_date';
    case KYC_ERROR_CODES.underAge: return 'kyc.error_under_age';
    case KYC_ERROR_CODES.docNumberInvalid: return 'kyc.error_doc_number';
    case KYC_ERROR_CODES.imageMissing: return 'kyc.error_images';
    case KYC_ERROR_CODES.imageInvalid: return 'kyc.error_image_invalid';
    case KYC_ERROR_CODES.pending: return 'kyc.error_pending';
    case KYC_ERROR_CODES.alreadyVerified: return 'kyc.error_verified';
    case UPLOAD_ERROR_CODES.invalid: return 'kyc.error_image_content';
    case UPLOAD_ERROR_CODES.tooLarge: return 'kyc.error_image_size';
    case UPLOAD_ERROR_CODES.freeReject: return 'errors.free_reject';
    default: return null;
  }
}
