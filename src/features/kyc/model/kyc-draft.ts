import * as v from 'valibot';
import { KYC_DOC_TYPES } from '../../../../contract/kyc';
import { STORAGE_KEYS } from '../../../config/constants';
import { readJson, remove, writeJson } from '../../../platform/storage';

/**
 * The KYC form's typed fields, kept while the member goes offline, switches
 * tabs or reloads, until the submission is made: session storage, per
 * member (platform/session memberKey), as the wallet forms keep theirs.
 * Images are not kept (files cannot be stored there); they stay picked
 * while the screen stays open.
 */
const draftSchema = v.object({
  fullName: v.pipe(v.string(), v.maxLength(200)),
  birthDate: v.pipe(v.string(), v.maxLength(10)),
  docType: v.picklist(KYC_DOC_TYPES),
  docNumber: v.pipe(v.string(), v.maxLength(40)),
});
export type KycDraft = v.InferOutput<typeof draftSchema>;

export const EMPTY_KYC_DRAFT: KycDraft = { fullName: '', birthDate: '', docType: 'CCCD', docNumber: '' };

const key = (member: string) => `${STORAGE_KEYS.kycDraft}:${member}`;
const isEmpty = (draft: KycDraft) => draft.fullName === '' && draft.birthDate === '' && draft.docNumber === '' && draft.docType === 'CCCD';

export const kycDraft = {
  read(member: string): KycDraft {
    const parsed = v.safeParse(draftSchema, readJson<unknown>(key(member), 'session'));
    return parsed.success ? parsed.output : EMPTY_KYC_DRAFT;
  },
  write(member: string, draft: KycDraft): void {
    if (isEmpty(draft)) remove(key(member), 'session');
    else writeJson(key(member), draft, 'session');
  },
  clear: (member: string) => remove(key(member), 'session'),
};
