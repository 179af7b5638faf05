import { screen } from '@testing-library/react';
import type { GetServerSidePropsContext } from 'next';
import type { Api } from '@/api/client';
import { campaignAccess, chosenZoneIds, ZONE_REQUIRED_MESSAGE } from '@/domain/listing/campaign';
import { CampaignZoneRequired } from '@/features/listing/CampaignZoneRequired';
import { loadCampaignPage } from '@/features/listing/server';
import type { PageLoadArgs } from '@/lib/server/page';
import { renderWithProviders } from '../testUtils';

describe('campaign pages need a chosen zone (R-LIST-5)', () => {
  it("the message is the spec's text", () => {
    expect(ZONE_REQUIRED_MESSAGE).toBe('You must pick a zone to access this page.');
  });

  it('reads the zone cookie: a JSON array or a bare id; anything else is no zone', () => {
    expect(chosenZoneIds('[1]')).toBe('[1]');
    expect(chosenZoneIds('[2,1]')).toBe('[2,1]');
    expect(chosenZoneIds('3')).toBe('3');
    for (const value of [undefined, null, '', '[]', 'null', '[a]', '1;drop']) {
      expect(chosenZoneIds(value)).toBeNull();
    }
  });

  it("without a zone: the message, whatever the module; the link's module comes first", () => {
    expect(campaignAccess({ zoneCookie: undefined, queryModuleId: 1, cookieModuleId: 1 })).toEqual({
      kind: 'zone-required',
    });
    expect(
      campaignAccess({ zoneCookie: '[1]', queryModuleId: null, cookieModuleId: null }),
    ).toEqual({ kind: 'module-required' });
    expect(campaignAccess({ zoneCookie: '[1]', queryModuleId: 4, cookieModuleId: 1 })).toEqual({
      kind: 'open',
      moduleId: 4,
      zoneIds: '[1]',
    });
    expect(campaignAccess({ zoneCookie: '[1]', queryModuleId: null, cookieModuleId: 1 })).toEqual({
      kind: 'open',
      moduleId: 1,
      zoneIds: '[1]',
    });
  });

  it('the page says it in a heading and links to the landing page to pick a location', () => {
    renderWithProviders(<CampaignZoneRequired />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'You must pick a zone to access this page.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pick Location' })).toHaveAttribute('href', '/');
  });
});

describe('loadCampaignPage', () => {
  const campaign = { id: 7, title: 'Ramadan deals', stores: [], translations: [] };

  function args(cookie: string | undefined, query: Record<string, string> = { module_id: '1' }) {
    const campaignDetails = jest.fn(async () => campaign);
    const api = {
      config: { modules: async () => [{ id: 1, module_type: 'food', module_name: 'Food' }] },
      catalog: { campaignDetails },
    } as unknown as Api;
    const apiWith = jest.fn(async () => api);
    const ctx = {
      params: { id: '7' },
      query: { id: '7', ...query },
      req: { headers: cookie ? { cookie } : {} },
    } as unknown as GetServerSidePropsContext;
    return { load: { ctx, apiWith, locale: 'en' } as unknown as PageLoadArgs, apiWith };
  }

  it('without a zone: the zone-required view, no API call', async () => {
    const { load, apiWith } = args(undefined);
    expect(await loadCampaignPage(load)).toEqual({
      props: { view: 'zone-required', campaignId: 7, pageModuleType: null },
    });
    expect(apiWith).not.toHaveBeenCalled();
    // A module alone is no zone either.
    expect(await loadCampaignPage(args('module_id=1; module_type=food').load)).toMatchObject({
      props: { view: 'zone-required' },
    });
  });

  it("with a zone: the campaign in the link's module", async () => {
    const { load, apiWith } = args('zoneid=%5B1%5D; module_id=2');
    const result = await loadCampaignPage(load);
    expect(apiWith).toHaveBeenCalledWith({ moduleId: 1, zoneIds: '[1]' });
    expect(result).toMatchObject({
      props: {
        view: 'campaign',
        campaign: { id: 7, title: 'Ramadan deals' },
        listing: { scope: 'visitor', moduleId: 1, zoneIds: '[1]', moduleType: 'food' },
      },
    });
  });

  it('with a zone but no module anywhere: the landing page, to pick one', async () => {
    const { load } = args('zoneid=%5B1%5D', {});
    expect(await loadCampaignPage(load)).toEqual({
      redirect: { destination: '/', permanent: false },
    });
  });
});
