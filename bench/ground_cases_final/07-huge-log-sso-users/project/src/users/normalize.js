'use strict';

const DEFAULT_LOCALE = 'en-US';

// Shape a users_with_profile row for the API.
function normalizeUser(raw) {
  return {
    id: String(raw.id),
    email: raw.email.toLowerCase(),
    name: raw.display_name || raw.email.split('@')[0],
    source: raw.source,
    avatar: raw.profile.avatarUrl || null,
    locale: (raw.profile && raw.profile.locale) || DEFAULT_LOCALE,
    timezone: (raw.profile && raw.profile.timezone) || 'UTC',
  };
}

function publicUser(user) {
  const { email, ...rest } = user;
  return rest;
}

module.exports = { normalizeUser, publicUser };
