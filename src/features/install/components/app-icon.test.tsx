import { describe, expect, it } from 'vitest';
import { fireEvent, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { StatusValue } from '../../../../contract';
import { statusQueryOptions } from '../../../api/system/status';
import { AppIcon, OWN_ICON } from './app-icon';

function show(resources: { resourceType: string; url: string }[]) {
  const client = new QueryClient();
  client.setQueryData(statusQueryOptions().queryKey, { info: { whitelabelVal: {}, resources } } as unknown as StatusValue);
  const { container } = render(
    <QueryClientProvider client={client}>
      <AppIcon className="download-bar__icon" size={36} />
    </QueryClientProvider>,
  );
  return container.querySelector('img')!;
}

describe('AppIcon', () => {
  it("shows the merchant's AppDownloadIcon, and our own icon when that one fails to load", () => {
    const img = show([{ resourceType: 'AppDownloadIcon', url: 'https://cdn.example.com/app.png' }]);
    expect(img.getAttribute('src')).toBe('https://cdn.example.com/app.png');
    fireEvent.error(img);
    expect(img.getAttribute('src')).toBe(OWN_ICON);
  });

  it('shows our own icon when the merchant gives none or an unsafe one', () => {
    expect(show([]).getAttribute('src')).toBe(OWN_ICON);
    expect(show([{ resourceType: 'AppDownloadIcon', url: 'javascript:alert(1)' }]).getAttribute('src')).toBe(OWN_ICON);
  });
});

describe('AppIcon in the download bar', () => {
  it('asks for its picture at low priority there, and at the browser’s own priority elsewhere', () => {
    const client = new QueryClient();
    client.setQueryData(statusQueryOptions().queryKey, { info: { whitelabelVal: {}, resources: [] } } as unknown as StatusValue);
    const { container } = render(
      <QueryClientProvider client={client}>
        <AppIcon className="download-bar__icon" size={36} lowPriority />
        <AppIcon className="app-page__icon" size={96} />
      </QueryClientProvider>,
    );
    const [bar, page] = [...container.querySelectorAll('img')];
    expect(bar!.getAttribute('fetchpriority')).toBe('low');
    expect(page!.hasAttribute('fetchpriority')).toBe(false);
  });
});
