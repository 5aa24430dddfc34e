import { describe, expect, it } from 'vitest';
import { t, useTestApp } from './api.js';

useTestApp({ config: { loginRateLimit: 3 } });

describe('rate limits on /login and /captchaImage', () => {
  it('answers 429 with a message once an address passes the limit', async () => {
    for (let i = 0; i < 3; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: 'x', password: 'y' } });
      expect(res.statusCode).toBe(400);
    }
    const limited = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: 'admin', password: 'admin123' }, headers: { 'accept-language': 'en' } });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 429, msg: 'Too many requests; please wait and try again' });
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('counts per address', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: 'admin', password: 'admin123' }, remoteAddress: '10.0.0.9' });
    expect(res.statusCode).toBe(200);
  });
});
