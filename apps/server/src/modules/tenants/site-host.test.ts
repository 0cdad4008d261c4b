import { describe, expect, it } from 'vitest';
import { domainHostOf, normalizeHost, parseSiteHost } from './site-host.js';

describe('parseSiteHost', () => {
  const d = 'localhost';
  it('treats the platform domain, www, localhost and IP literals as the main site', () => {
    for (const host of ['localhost', 'localhost:3000', 'www.localhost:3000', '127.0.0.1:3000', '[::1]:3000', '', undefined]) {
      expect(parseSiteHost(host, d)).toEqual({ kind: 'main' });
    }
  });
  it('reads a tenant subdomain case-insensitively and without the port', () => {
    expect(parseSiteHost('Greenwood.LOCALHOST:3000', d)).toEqual({ kind: 'subdomain', subdomain: 'greenwood' });
    expect(parseSiteHost('greenwood.commonshelf.org', 'commonshelf.org')).toEqual({ kind: 'subdomain', subdomain: 'greenwood' });
  });
  it('treats any other host as a possible own domain', () => {
    expect(parseSiteHost('library.greenwood.sch.uk', 'commonshelf.org')).toEqual({ kind: 'domain', host: 'library.greenwood.sch.uk' });
    // A look-alike suffix is not a subdomain of the platform.
    expect(parseSiteHost('evilcommonshelf.org', 'commonshelf.org')).toEqual({ kind: 'domain', host: 'evilcommonshelf.org' });
  });
});

describe('domainHostOf / normalizeHost', () => {
  it('extracts the lower-case host of a URL or bare domain', () => {
    expect(domainHostOf('https://Greenwood.Example.org/path')).toBe('greenwood.example.org');
    expect(domainHostOf('greenwood.example.org')).toBe('greenwood.example.org');
    expect(domainHostOf('http://greenwood.example.org:8080')).toBe('greenwood.example.org');
    expect(domainHostOf(null)).toBeNull();
    expect(domainHostOf('http://')).toBeNull();
  });
  it('drops ports and a trailing dot', () => {
    expect(normalizeHost('Example.ORG.:443')).toBe('example.org');
  });
});
