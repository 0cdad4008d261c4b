import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, DEMO } from '../../db/seed/seed.js';
import { choose, createListeningTestApp } from '../../test/payments-app.js';
import { apiClient, HOSTS, type TestApp } from '../../test/test-app.js';
import { liveSessions } from '../live/live.table.js';
import { orders } from '../orders/orders.table.js';
import { findTenantBySubdomain } from '../tenants/tenants.repository.js';
import { users } from '../users/users.table.js';
import { mailOutbox } from './mail.table.js';

// The web app sends its UI language as Accept-Language on every call: the emails a request sends
// are written in it, a login remembers it for the emails sent later, and an order keeps the one it
// was paid in.

let t: TestApp & { origin: string };
beforeAll(async () => {
  t = await createListeningTestApp();
});
afterAll(() => t.close());

const { call, platform } = apiClient(() => t);
const GW = HOSTS.greenwood;
const SPANISH = { 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' };

const mailsTo = (to: string, template: string) =>
  platform((tx) => tx.select().from(mailOutbox).where(and(eq(mailOutbox.toAddress, to), eq(mailOutbox.template, template))).orderBy(mailOutbox.createdAt));
const languageOf = async (email: string) => (await platform((tx) => tx.select({ language: users.language }).from(users).where(eq(users.email, email))))[0]!.language;

async function teacher() {
  const email = `docente.${randomUUID().slice(0, 8)}@example.org`;
  const tenantId = (await platform((tx) => findTenantBySubdomain(tx, 'greenwood')))!.id;
  await platform((tx) => createUser(tx, { tenantId, role: 'teacher', firstName: 'Lucía', lastName: 'Prueba', email, password: DEMO.password }));
  return email;
}

const loginIn = async (email: string, headers: Record<string, string> = {}) => {
  const res = await call('POST', '/api/auth/token/', { payload: { username: email, password: DEMO.password, remember: false }, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().access as string;
};

describe('emails in the reader’s language', () => {
  it('a login remembers its language, a switch while signed in changes it, and a later email follows it', async () => {
    const email = await teacher();
    expect(await languageOf(email)).toBe('en');
    const token = await loginIn(email, SPANISH);
    expect(await languageOf(email)).toBe('es');

    const [session] = await platform((tx) =>
      tx
        .insert(liveSessions)
        .values({
          tenantId: null,
          slug: `sesion-${randomUUID().slice(0, 8)}`,
          kind: 'webinar',
          title: 'Cuentos del mundo',
          hostName: 'Ana Ruiz',
          startsAt: new Date('2030-03-12T14:00:00Z'),
          durationMinutes: 90,
          joinUrl: 'https://meet.example.org/cuentos',
          status: 'published',
        })
        .returning(),
    );
    // No Accept-Language on this call: the account's language decides.
    expect((await call('POST', `/api/live/${session!.slug}/registration/`, { token })).statusCode).toBeLessThan(300);
    const [mail] = await mailsTo(email, 'live_registration');
    expect(mail!.subject).toBe('Inscripción confirmada: Cuentos del mundo');
    expect(mail!.text).toContain('Hola, Lucía:');
    expect(mail!.text).toContain('el seminario web «Cuentos del mundo» con Ana Ruiz');
    expect(mail!.text).toContain('Empieza el martes, 12 de marzo de 2030, a las 14:00 UTC y dura 1 hora 30 minutos.');
    expect(mail!.html).toContain('<html lang="es">');
    expect(mail!.html).toContain('Si el botón no funciona, copia esta dirección en tu navegador:');

    const back = await call('PUT', '/api/user/language/', { token, payload: { language: 'en' } });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toEqual({ language: 'en' });
    expect(await languageOf(email)).toBe('en');
    expect((await call('DELETE', `/api/live/${session!.slug}/registration/`, { token })).statusCode).toBeLessThan(300);
    expect((await call('POST', `/api/live/${session!.slug}/registration/`, { token })).statusCode).toBeLessThan(300);
    const again = await mailsTo(email, 'live_registration');
    expect(again).toHaveLength(2);
    expect(again[1]!.subject).toBe('You are registered: Cuentos del mundo');
    expect(again[1]!.html).toContain('<html lang="en">');
  });

  it('refuses a language the product does not speak, and a switch without a login, changing nothing', async () => {
    const email = await teacher();
    const token = await loginIn(email, SPANISH);
    const bad = await call('PUT', '/api/user/language/', { token, payload: { language: 'fr' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().language).toEqual(['Choose one of the languages offered.']);
    expect((await call('PUT', '/api/user/language/', { payload: { language: 'en' } })).statusCode).toBe(401);
    expect(await languageOf(email)).toBe('es');
  });

  it('a password reset is written in the language it is asked in, whatever the account last used', async () => {
    const email = await teacher();
    await loginIn(email, SPANISH);
    expect((await call('POST', '/api/auth/password-reset/', { payload: { email } })).statusCode).toBe(200);
    expect((await call('POST', '/api/auth/password-reset/', { payload: { email }, headers: SPANISH })).statusCode).toBe(200);
    const [english, spanish] = await mailsTo(email, 'password_reset');
    expect(english!.subject).toBe('Reset your Greenwood Primary School password');
    expect(spanish!.subject).toBe('Restablece tu contraseña de Greenwood Primary School');
    expect(spanish!.text).toMatch(/Elegir una contraseña nueva: http:\/\/greenwood\.localhost:\d+\/password-reset-confirm\/#token=[\w-]{20,}/);
  });

  it('a donation made in Spanish keeps its language: the receipt is in Spanish, with the amount written the Spanish way', async () => {
    const project = (await call('GET', '/api/projects/winter-hedgehog-hospital/', { host: GW })).json();
    const email = `donante.${randomUUID().slice(0, 8)}@example.org`;
    const res = await call('POST', '/api/checkout/donation/', {
      headers: SPANISH,
      payload: { project_id: project.id, amount_minor: 123450, dedication: 'Para la clase de 4.º', anonymous: false, email, name: 'Carmen Ortega', provider: 'stripe' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { order } = res.json();
    expect((await platform((tx) => tx.select({ language: orders.language }).from(orders).where(eq(orders.reference, order.reference))))[0]!.language).toBe('es');
    // The provider's webhook, with no language of its own, fulfils it.
    await choose(t, res.json().redirect_url, 'success');
    const [receipt] = await mailsTo(email, 'donation-receipt');
    expect(receipt!.subject).toBe(`Gracias por tu donación a ${project.title} (${project.charity.name})`);
    expect(receipt!.text).toContain('Hola, Carmen Ortega:');
    expect(receipt!.text).toContain('Gracias por tu donativo de 1234,50\u00a0£');
    expect(receipt!.text).toContain('Tu dedicatoria: «Para la clase de 4.º»');
    expect(receipt!.text).toMatch(/Tu recibo es el RCT-\d{6} \(donación /);
  });

  it('an order without a language header is English, as before', async () => {
    const project = (await call('GET', '/api/projects/winter-hedgehog-hospital/', { host: GW })).json();
    const email = `donor.${randomUUID().slice(0, 8)}@example.org`;
    const res = await call('POST', '/api/checkout/donation/', {
      payload: { project_id: project.id, amount_minor: 1000, anonymous: false, email, name: 'Tom Reed', provider: 'stripe' },
    });
    expect(res.statusCode, res.body).toBe(201);
    await choose(t, res.json().redirect_url, 'success');
    const [receipt] = await mailsTo(email, 'donation-receipt');
    expect(receipt!.subject).toBe(`Thank you for your donation to ${project.title} (${project.charity.name})`);
    expect(receipt!.text).toContain('£10.00');
  });
});
