import { PUBLIC } from '../query-keys';

/** Query keys of the payment methods on offer (src/api/query-keys.ts): public, the same for everyone. */
export const paymentKeys = {
  all: () => ['payments'] as const,
  methods: () => ['payments', PUBLIC, 'methods'] as const,
};
