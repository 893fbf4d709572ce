# frozen_string_literal: true

require "json"
require "net/http"
require "securerandom"
require "uri"

module PigeonSms
  # HTTP client for the Pigeon SMS REST API (https://docs.pigeonsms.io/v2).
  class Client
    DEFAULT_BASE_URL = "https://api.pigeonsms.io/v2/"
    DEFAULTS = {
      timeout: nil,
      read_timeout: 60,
      max_retries: 2,
      retry_base_delay: 0.5
    }.freeze
    RETRIABLE = [Net::OpenTimeout, Net::ReadTimeout, Errno::ECONNRESET, EOFError].freeze

    attr_reader :options

    def initialize(api_key:, base_url: DEFAULT_BASE_URL, **options)
      raise ArgumentError, "api_key is required" if api_key.to_s.empty?

      unknown = options.keys - DEFAULTS.keys
      raise ArgumentError, "unknown option(s): #{unknown.join(", ")}" unless unknown.empty?

      @api_key = api_key
      @base_url = URI(base_url)
      @options = DEFAULTS.merge(options)
    end

    # Send one message. Returns the message as a Hash ("id", "status", ...).
    def send_message(to:, body:, sender_id: nil)
      payload = { to: to, body: body }
      payload[:sender_id] = sender_id if sender_id
      request(:post, "messages", payload)
    end

    def message(id)
      request(:get, "messages/#{URI.encode_www_form_component(id)}")
    end

    def balance
      request(:get, "account/balance").fetch("balance")
    end

    private

    def request(method, path, payload = nil)
      uri = @base_url + path
      # one key for every attempt, so a retried POST is not executed twice
      idempotency_key = SecureRandom.uuid if method == :post
      attempts = 0
      begin
        attempts += 1
        response = perform(method, uri, payload, idempotency_key)
      rescue *RETRIABLE
        raise if attempts > @options[:max_retries]

        sleep(@options[:retry_base_delay] * (2**(attempts - 1)))
        retry
      end
      handle(response)
    end

    def perform(method, uri, payload, idempotency_key = nil)
      req = (method == :post ? Net::HTTP::Post : Net::HTTP::Get).new(uri)
      req["Authorization"] = "Bearer #{@api_key}"
      req["Idempotency-Key"] = idempotency_key if idempotency_key
      req["Accept"] = "application/json"
      req["User-Agent"] = "pigeon_sms-ruby/#{PigeonSms::VERSION}"
      if payload
        req["Content-Type"] = "application/json"
        req.body = JSON.generate(payload)
      end
      build_http(uri).request(req)
    end

    def build_http(uri)
      http = Net::HTTP.new(uri.host, uri.port)
      http.use_ssl = uri.scheme == "https"
      http.open_timeout = @options[:timeout] if @options[:timeout]
      http.read_timeout = @options[:read_timeout] || @options[:timeout]
      http
    end

    def handle(response)
      body = response.body.to_s.empty? ? {} : JSON.parse(response.body)
      return body if response.is_a?(Net::HTTPSuccess)

      raise Errors.from_response(response, body)
    end
  end
end
