import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { PROMOTION_PATHS, applyValueSchema } from '../../../../contract/promotions';
import { uploadImage } from '../../../api/upload-image';
import { promotionKeys } from '../../../api/promotions/keys';

export interface ApplyVariables {
  promotionId: number;
  remark: string;
  images: readonly File[];
}

/** Uploads each image (checked by content on the server), then sends the application naming them. */
export async function applyForPromotion({ promotionId, remark, images }: ApplyVariables): Promise<{ id: number }> {
  const imageIds: number[] = [];
  for (const file of images) imageIds.push((await uploadImage(file, 'promotion')).imageId);
  return apiRequest({ method: 'POST', path: PROMOTION_PATHS.apply, body: { promotionId, remark, imageIds }, schema: applyValueSchema });
}

export function useApplyForPromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyForPromotion,
    onSettled: () => queryClient.invalidateQueries({ queryKey: promotionKeys.all() }),
  });
}
