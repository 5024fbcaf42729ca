import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { BOOT_ELEMENT_ID } from '../../contract';
import { seedBootData, takeBootData } from './boot-data';
import { statusValueFixture } from '../api/system/status.fixture';
import { systemKeys } from '../api/system/keys';
import { homeBannersQuery } from '../api/announcements/announcements';
import { API_HOSTS_KEY, apiHosts, resetApiHostsForTests } from '../platform/api-failover';

const status = statusValueFixture();
const banner = { id: 1, groupName: 'm_home', title: 'B', url: '/b.svg', linkageType: 'URL', linkage: '/m/home', nodeId: null, vendor: null };
const announcements = { banners: [banner], promotion: [], player: [], popup: [], hot: [] };
const boot = { language: 'VI', status, homeAnnouncements: announcements };

function pageWith(text: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = BOOT_ELEMENT_ID;
  script.textContent = text;
  document.head.append(script);
}

afterEach(() => {
  document.getElementById(BOOT_ELEMENT_ID)?.remove();
  resetApiHostsForTests();
  localStorage.removeItem(API_HOSTS_KEY);
});

describe('takeBootData', () => {
  it('reads the boot data once and removes it from the page', () => {
    pageWith(JSON.stringify(boot));
    expect(takeBootData()?.status.info.merchantCode).toBe('DEMO');
    expect(document.getElementById(BOOT_ELEMENT_ID)).toBeNull();
    expect(takeBootData()).toBeNull();
  });

  it.each([
    ['broken JSON', '{"language":'],
    ['another shape', JSON.stringify({ ...boot, status: { maintenance: 'no' } })],
    ['nothing', ''],
  ])('ignores %s', (_label, text) => {
    pageWith(text);
    expect(takeBootData()).toBeNull();
  });
});

describe('seedBootData', () => {
  const origin = 'http://localhost:3000';

  it('seeds the status and the home announcements as fresh answers', () => {
    const client = new QueryClient();
    expect(seedBootData(client, takeBootDataOf(boot), 'VI', origin)).toBe(true);
    const seeded = client.getQueryState(systemKeys.status());
    expect(seeded?.data).toEqual(status);
    expect(Date.now() - (seeded?.dataUpdatedAt ?? 0)).toBeLessThan(1000);
    expect(client.getQueryData(homeBannersQuery('VI').queryKey)).toEqual(announcements);
  });

  it('dates the answers of a kept page from when it was fetched, so they are refetched as stale', () => {
    const client = new QueryClient();
    const fetchedAt = Date.now() - 3 * 24 * 60 * 60 * 1000;
    expect(seedBootData(client, takeBootDataOf(boot), 'VI', origin, fetchedAt)).toBe(true);
    expect(client.getQueryState(systemKeys.status())?.dataUpdatedAt).toBe(fetchedAt);
    expect(client.getQueryState(homeBannersQuery('VI').queryKey)?.dataUpdatedAt).toBe(fetchedAt);
    // a time ahead of this clock is taken as now
    seedBootData(client, takeBootDataOf(boot), 'VI', origin, Date.now() + 60_000);
    expect(client.getQueryState(systemKeys.status())?.dataUpdatedAt).toBeLessThanOrEqual(Date.now());
  });

  it('keeps translated announcements out when the app speaks another language', () => {
    const client = new QueryClient();
    expect(seedBootData(client, takeBootDataOf(boot), 'EN', origin)).toBe(true);
    expect(client.getQueryData(systemKeys.status())).toEqual(status);
    expect(client.getQueryData(homeBannersQuery('EN').queryKey)).toBeUndefined();
    expect(client.getQueryData(homeBannersQuery('VI').queryKey)).toBeUndefined();
  });

  it('trusts no boot data of another merchant', () => {
    const client = new QueryClient();
    const foreign = { ...boot, status: { ...status, info: { ...status.info, merchantCode: 'OTHER' } } };
    expect(seedBootData(client, takeBootDataOf(foreign), 'VI', origin)).toBe(false);
    expect(client.getQueryData(systemKeys.status())).toBeUndefined();
  });

  it("hands the page's domain list to the API failover at load, before any domain route answer", () => {
    resetApiHostsForTests();
    localStorage.removeItem(API_HOSTS_KEY);
    const listed = { ...status, info: { ...status.info, domainRoute: ['https://m2.example.com/', 'https://m3.example.com'] } };
    expect(seedBootData(new QueryClient(), takeBootDataOf({ ...boot, status: listed }), 'VI', origin)).toBe(true);
    expect(apiHosts().hosts()).toEqual([expect.any(String), 'https://m2.example.com', 'https://m3.example.com']);
    // kept for the next visit, as a domain route answer would be
    expect(localStorage.getItem(API_HOSTS_KEY)).toContain('https://m3.example.com');
  });

  it("takes no domain list from another merchant's boot data", () => {
    const applyDomains = vi.fn();
    const foreign = { ...boot, status: { ...status, info: { ...status.info, merchantCode: 'OTHER', domainRoute: ['https://evil.example'] } } };
    expect(seedBootData(new QueryClient(), takeBootDataOf(foreign), 'VI', origin, null, applyDomains)).toBe(false);
    expect(applyDomains).not.toHaveBeenCalled();
  });

  it('does nothing without boot data', () => {
    expect(seedBootData(new QueryClient(), null, 'VI', origin)).toBe(false);
  });
});

function takeBootDataOf(value: unknown) {
  pageWith(JSON.stringify(value));
  return takeBootData();
}
