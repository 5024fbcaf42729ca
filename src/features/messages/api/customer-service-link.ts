import { apiRequest } from '../../../api/client';
import { customerServiceLinkValueSchema, MESSAGE_PATHS } from '../../../../contract/messages';

/** The customer-service link call: a status entry's opaque path → live chat or an outside link. */
export function fetchCustomerServiceLink(path: string) {
  return apiRequest({ path: MESSAGE_PATHS.customerServiceLink, query: { path }, schema: customerServiceLinkValueSchema });
}
