import { Router } from 'express';

import { config } from '../config.js';

export const oauthRouter = Router();

const GOOGLE_AUTH = 'https://accounts.google.com/o/oauth2/v2/auth';

export function callbackUrl() {
  return new URL('/auth/google/callback', config.publicUrl).toString();
}

oauthRouter.get('/google', (req, res) => {
  const url = new URL(GOOGLE_AUTH);
  url.searchParams.set('client_id', config.oauth.googleClientId ?? '');
  url.searchParams.set('redirect_uri', callbackUrl());
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('scope', 'openid email profile');
  url.searchParams.set('state', req.query.next ?? '/');
  res.redirect(url.toString());
});

oauthRouter.get('/google/callback', async (req, res, next) => {
  try {
    if (!req.query.code) {
      return res.status(400).json({ error: 'missing code' });
    }
    // token exchange lives in services/google.js; kept out of the router on purpose
    const { exchangeCode } = await import('../services/google.js');
    const session = await exchangeCode(String(req.query.code), callbackUrl());
    res.cookie('gh_session', session.id, { httpOnly: true, secure: true, sameSite: 'lax' });
    res.redirect(String(req.query.state ?? '/'));
  } catch (err) {
    next(err);
  }
});
