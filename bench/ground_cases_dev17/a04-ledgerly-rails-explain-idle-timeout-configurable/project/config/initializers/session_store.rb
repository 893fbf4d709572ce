# Be sure to restart your server when you modify this file.
#
# The cookie itself lives for two weeks so "remember me" survives browser
# restarts; inactivity is handled separately by IdleTimeout.
Rails.application.config.session_store :cookie_store,
  key: "_ledgerly_session",
  expire_after: 14.days,
  secure: Rails.env.production?,
  same_site: :lax
