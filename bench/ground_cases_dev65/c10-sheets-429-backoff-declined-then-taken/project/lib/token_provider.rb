# frozen_string_literal: true

require "json"
require "jwt"
require "faraday"

# Access tokens for a Google service account (OAuth 2.0 JWT bearer flow).
class TokenProvider
  TOKEN_URL = "https://oauth2.googleapis.com/token"
  SCOPE = "https://www.googleapis.com/auth/spreadsheets"

  def initialize(credentials_path, http: Faraday.new)
    @creds = JSON.parse(File.read(credentials_path))
    @http = http
    @token = nil
    @expires_at = Time.at(0)
  end

  def token
    refresh! if Time.now >= @expires_at - 60
    @token
  end

  private

  def refresh!
    # backdate iat: a server clock a little ahead of Google's makes the JWT "from the future"
    iat = Time.now.to_i - 60
    claims = { iss: @creds["client_email"], scope: SCOPE, aud: TOKEN_URL, iat: iat, exp: iat + 3600 }
    assertion = JWT.encode(claims, OpenSSL::PKey::RSA.new(@creds["private_key"]), "RS256")
    resp = @http.post(TOKEN_URL, URI.encode_www_form(grant_type: "urn:ietf:params:oauth:grant-type:jwt-bearer",
                                                     assertion: assertion))
    body = JSON.parse(resp.body)
    raise "token error: #{body["error"]}: #{body["error_description"]}" unless resp.success?

    @token = body.fetch("access_token")
    @expires_at = Time.now + body.fetch("expires_in").to_i
  end
end
