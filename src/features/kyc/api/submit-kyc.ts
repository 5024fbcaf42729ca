import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { kycKeys } from '../../../api/kyc/status';
import { uploadImage } from '../../../api/upload-image';
import { KYC_PATHS, kycStatusSchema, type KycDocType, type KycStatus } from '../../../../contract/kyc';

export interface KycSubmission {
  fullName: string;
  birthDate: string;
  docType: KycDocType;
  docNumber: string;
  front: File;
  back: File | null;
  selfie: File;
}

/** Uploads the images one after another (kind `kyc`, checked by content on the server), then sends the submission naming them. */
export async function submitKyc(input: KycSubmission): Promise<KycStatus> {
  const frontImageId = (await uploadImage(input.front, 'kyc')).imageId;
  const backImageId = input.back ? (await uploadImage(input.back, 'kyc')).imageId : null;
  const selfieImageId = (await uploadImage(input.selfie, 'kyc')).imageId;
  return apiRequest({
    method: 'POST',
    path: KYC_PATHS.submit,
    body: { fullName: input.fullName, birthDate: input.birthDate, docType: input.docType, docNumber: input.docNumber, frontImageId, backImageId, selfieImageId },
    schema: kycStatusSchema,
  });
}

/** The submission; its answer is the new state, written where the screens read it. */
export function useSubmitKyc(member: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitKyc,
    // Sent now or not at all: a paused mutation would be kept across reloads, and Files cannot be.
    networkMode: 'always',
    retry: false,
    onSuccess: (status) => queryClient.setQueryData(kycKeys.status(member), status),
    onSettled: () => queryClient.invalidateQueries({ queryKey: kycKeys.all() }),
  });
}
