import { expect, type APIRequestContext } from '@playwright/test';
import { MAIN, PORT } from './identity.js';

/** A school registers itself through the public registration API, as the form does; it waits for review. */
export async function registerSchool(request: APIRequestContext, name: string, country = 'IE') {
  const subdomain = `${name.toLowerCase().replace(/[^a-z]+/g, '')}${Date.now().toString(36)}`.slice(0, 40);
  const email = `office@${subdomain}.example.org`;
  const res = await request.post(`${MAIN}/api/tenants/create/`, {
    multipart: {
      school_name: name,
      school_email: email,
      domain_url: `https://${subdomain}.example.org`,
      subdomain,
      is_organization: 'false',
      country,
      primary_color: '#2F6B3A',
      primary_color_light: '#E3F1E6',
      primary_color_dark: '#1C4424',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { name, email, subdomain, site: `http://${subdomain}.localhost:${PORT}` };
}
