import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { initI18n } from '../../src/i18n/setup';

await initI18n('vi');

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
