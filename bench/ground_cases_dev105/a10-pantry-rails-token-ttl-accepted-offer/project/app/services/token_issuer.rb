require "jwt"

# Issues and checks the short-lived access tokens the mobile app sends as Bearer tokens.
class TokenIssuer
  class Expired < StandardError; end
  class Invalid < StandardError; end

  ALGORITHM = "HS256".freeze

  def self.from_config
    cfg = Rails.application.config_for(:auth)
    new(secret: cfg.fetch(:secret), ttl: cfg.fetch(:access_ttl_minutes),
        refresh_grace: cfg.fetch(:refresh_grace_seconds))
  end

  def initialize(secret:, ttl:, refresh_grace: 300, clock: -> { Time.now.utc })
    @secret = secret
    @ttl = ttl
    @refresh_grace = refresh_grace
    @clock = clock
  end

  def issue(user_id)
    now = @clock.call
    payload = { sub: user_id, iat: now.to_i, exp: (now + @ttl).to_i }
    JWT.encode(payload, @secret, ALGORITHM)
  end

  def verify(token)
    payload, = JWT.decode(token, @secret, true, algorithm: ALGORITHM)
    payload
  rescue JWT::ExpiredSignature
    raise Expired, "token expired (AUTH_EXPIRED)"
  rescue JWT::DecodeError => e
    raise Invalid, e.message
  end

  # Lets the app swap a recently expired token for a new one without a new login.
  def refresh(token)
    payload, = JWT.decode(token, @secret, true, algorithm: ALGORITHM, verify_expiration: false)
    raise Expired, "refresh window over (AUTH_EXPIRED)" if @clock.call.to_i > payload["exp"] + @refresh_grace

    issue(payload["sub"])
  rescue JWT::DecodeError => e
    raise Invalid, e.message
  end
end
