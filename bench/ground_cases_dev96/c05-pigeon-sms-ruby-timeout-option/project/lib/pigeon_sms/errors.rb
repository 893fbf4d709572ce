# frozen_string_literal: true

require "time"

module PigeonSms
  # Base class of every error the client raises for an API response.
  class Error < StandardError
    attr_reader :status, :code, :body

    def initialize(message = nil, status: nil, code: nil, body: nil)
      super(message)
      @status = status
      @code = code
      @body = body
    end
  end

  class AuthenticationError < Error; end
  class InvalidRequestError < Error; end
  class NotFoundError < Error; end
  class ServerError < Error; end

  # HTTP 429. retry_after is the number of seconds to wait, or nil.
  class RateLimitedError < Error
    attr_reader :retry_after

    def initialize(message = nil, retry_after: nil, **rest)
      super(message, **rest)
      @retry_after = retry_after
    end
  end

  # Maps an HTTP response to an error.
  module Errors
    module_function

    def from_response(response, body)
      status = response.code.to_i
      error = body["error"].is_a?(Hash) ? body["error"] : {}
      message = error["message"] || "HTTP #{status}"
      attrs = { status: status, code: error["code"], body: body }
      case status
      when 401, 403 then AuthenticationError.new(message, **attrs)
      when 404 then NotFoundError.new(message, **attrs)
      when 429 then RateLimitedError.new(message, retry_after: retry_after(response["Retry-After"]), **attrs)
      when 400..499 then InvalidRequestError.new(message, **attrs)
      else ServerError.new(message, **attrs)
      end
    end

    # Retry-After is either delay-seconds or an HTTP-date (RFC 9110, 10.2.3).
    def retry_after(value, now: Time.now)
      return nil if value.nil? || value.strip.empty?
      return Integer(value.strip) if value.strip.match?(/\A\d+\z/)

      [(Time.httpdate(value.strip) - now).ceil, 0].max
    rescue ArgumentError
      nil
    end
  end
end
