import { parseServerEnv } from '@/lib/env';
import { publicOrigin, readOriginPolicy, type OriginPolicy } from '@/lib/origin';
import { NO_PROXY } from '@/lib/server/trustProxy';
import { PUBLIC_ENV_ELEMENT_ID, publicEnvScriptText, readPublicEnv } from '@/lib/publicEnv';
import { contentSecurityPolicy, newNonce } from '@/lib/server/contentSecurityPolicy';

describe('public configuration handed to the browser', () => {
  it('keeps the set public values only, trimmed, URLs without a trailing slash', () => {
    expect(
      readPublicEnv({
        NEXT_PUBLIC_BASE_URL: ' https://admin.example.com/ ',
        NEXT_PUBLIC_GOOGLE_MAPS_KEY: '',
        DATABASE_URL: 'postgres://secret',
        API_BASE_URL: 'http://internal',
      }),
    ).toEqual({ NEXT_PUBLIC_BASE_URL: 'https://admin.example.com' });
  });

  it('writes JSON that cannot close its script element', () => {
    const text = publicEnvScriptText({
      NEXT_PUBLIC_GOOGLE_MAPS_KEY: '</script><script>x()</script>&',
    });
    expect(text).not.toMatch(/[<>&]/);
    expect(JSON.parse(text)).toEqual({
      NEXT_PUBLIC_GOOGLE_MAPS_KEY: '</script><script>x()</script>&',
    });
  });

  it('is read in the browser from the document, not from the build', async () => {
    const element = document.createElement('script');
    element.id = PUBLIC_ENV_ELEMENT_ID;
    element.type = 'application/json';
    element.textContent = publicEnvScriptText({ NEXT_PUBLIC_BASE_URL: 'https://admin.example' });
    document.head.append(element);
    try {
      await jest.isolateModulesAsync(async () => {
        const { publicEnv, usesBuiltInApi } = await import('@/lib/publicEnv');
        const { browserApiBaseUrl } = await import('@/api/browser');
        expect(publicEnv().NEXT_PUBLIC_BASE_URL).toBe('https://admin.example');
        expect(usesBuiltInApi()).toBe(false);
        expect(browserApiBaseUrl()).toBe('https://admin.example/api/v1');
      });
    } finally {
      element.remove();
    }
  });

  it('is the built-in API when the document carries no base', async () => {
    await jest.isolateModulesAsync(async () => {
      const { browserApiBaseUrl } = await import('@/api/browser');
      expect(browserApiBaseUrl()).toBe('/api/v1');
    });
  });
});

describe('public origin', () => {
  const open: OriginPolicy = { trustProxy: NO_PROXY, allowedHosts: [] };
  const request = {
    protocol: 'http' as const,
    host: 'shop.example',
    forwardedHost: 'evil.example',
    forwardedProto: 'https',
  };

  it('is the configured site URL whatever the request says', () => {
    expect(publicOrigin(request, { ...open, siteUrl: 'https://atlas.example' })).toBe(
      'https://atlas.example',
    );
  });

  it('ignores forwarded headers when no proxy is trusted', () => {
    expect(publicOrigin(request, open)).toBe('http://shop.example');
  });

  it('honours a trusted proxy only for listed hosts', () => {
    const trusted = readOriginPolicy({
      TRUST_PROXY: 'true',
      ALLOWED_HOSTS: 'Shop.example, www.shop.example',
    });
    expect(publicOrigin({ ...request, forwardedHost: 'www.shop.example' }, trusted)).toBe(
      'https://www.shop.example',
    );
    expect(publicOrigin(request, trusted)).toBe('https://shop.example');
    expect(publicOrigin({ ...request, host: 'other.example' }, trusted)).toBe(
      'https://shop.example',
    );
  });

  it('takes the entry the trusted proxy wrote, not one the client put before it', () => {
    const oneProxy = readOriginPolicy({ TRUST_PROXY: '1', ALLOWED_HOSTS: 'shop.example' });
    const forged = { ...request, forwardedProto: 'http, https' };
    expect(publicOrigin(forged, oneProxy)).toBe('https://shop.example');
    const twoProxies = readOriginPolicy({ TRUST_PROXY: '2', ALLOWED_HOSTS: 'shop.example' });
    expect(publicOrigin({ ...request, forwardedProto: 'https, http' }, twoProxies)).toBe(
      'https://shop.example',
    );
  });

  it('never writes a host that is not a plain host name', () => {
    expect(publicOrigin({ protocol: 'http', host: 'x/"><script>' }, open)).toBe('http://localhost');
  });
});

describe('content security policy', () => {
  it('allows inline scripts only by nonce, and the external API for calls and forms', () => {
    const policy = contentSecurityPolicy({
      apiBaseUrl: 'https://admin.example.com/',
      nonce: 'abc123==',
    });
    const directive = (name: string) =>
      policy.split('; ').find((entry) => entry.startsWith(`${name} `)) ?? '';
    expect(directive('script-src')).not.toContain("'unsafe-inline'");
    expect(directive('script-src')).not.toContain("'unsafe-eval'");
    expect(directive('script-src')).toContain("'nonce-abc123=='");
    expect(directive('connect-src')).toContain('https://admin.example.com');
    expect(directive('form-action')).toBe("form-action 'self' https://admin.example.com");
    expect(contentSecurityPolicy({ nonce: 'x' })).toContain("form-action 'self';");
  });

  it('draws a new 128-bit nonce for every response', () => {
    const nonces = new Set(Array.from({ length: 50 }, newNonce));
    expect(nonces.size).toBe(50);
    expect(Buffer.from([...nonces][0], 'base64')).toHaveLength(16);
  });
});

describe('server environment checked at start', () => {
  it('accepts the operator settings', () => {
    const env = parseServerEnv({
      CORS_ALLOWED_ORIGINS: 'https://web.example.com, http://localhost:3001',
      TRUST_PROXY: 'true',
      ALLOWED_HOSTS: 'shop.example.com,www.shop.example.com:8443',
      DATABASE_POOL_MAX: '5',
      PAYMENT_DEMO_SECRET: 'a-long-enough-secret',
    });
    expect(env.DATABASE_POOL_MAX).toBe(5);
    expect(parseServerEnv({ CORS_ALLOWED_ORIGINS: '*' }).CORS_ALLOWED_ORIGINS).toBe('*');
  });

  it('names each bad value', () => {
    let message = '';
    try {
      parseServerEnv({
        CORS_ALLOWED_ORIGINS: 'https://web.example.com/path',
        ALLOWED_HOSTS: 'shop.example.com/evil',
        TRUST_PROXY: 'maybe',
        DATABASE_POOL_MAX: '0',
        PAYMENT_DEMO_SECRET: 'short',
      });
    } catch (error) {
      message = (error as Error).message;
    }
    for (const name of [
      'CORS_ALLOWED_ORIGINS',
      'ALLOWED_HOSTS',
      'TRUST_PROXY',
      'DATABASE_POOL_MAX',
      'PAYMENT_DEMO_SECRET',
    ]) {
      expect(message).toContain(`- ${name}:`);
    }
  });

  it('takes a number of proxies or their addresses for TRUST_PROXY', () => {
    const hosts = { ALLOWED_HOSTS: 'shop.example' };
    for (const value of ['true', '2', '10.0.0.1,192.168.0.0/16', 'loopback, fd00::/8']) {
      expect(() => parseServerEnv({ ...hosts, TRUST_PROXY: value })).not.toThrow();
    }
    for (const value of ['10.0.0.300', '10.0.0.0/40', 'proxy.example']) {
      expect(() => parseServerEnv({ ...hosts, TRUST_PROXY: value })).toThrow(
        /TRUST_PROXY: must be the number of proxies/,
      );
    }
    expect(() => parseServerEnv({ TRUST_PROXY: '10.0.0.1' })).toThrow(/needs ALLOWED_HOSTS/);
    expect(() => parseServerEnv({ TRUST_PROXY: 'false' })).not.toThrow();
  });

  it('refuses a trusted proxy without the hosts it may forward', () => {
    expect(() => parseServerEnv({ TRUST_PROXY: '1' })).toThrow(/TRUST_PROXY: needs ALLOWED_HOSTS/);
    expect(() =>
      parseServerEnv({ TRUST_PROXY: '1', NEXT_PUBLIC_SITE_URL: 'https://shop.example' }),
    ).not.toThrow();
  });
});
