module Llm
  class AnthropicClient
    class RateLimited < StandardError
      attr_reader :retry_after

      def initialize(message, retry_after)
        super(message)
        @retry_after = retry_after
      end
    end

    ENDPOINT = "https://api.anthropic.com/v1/messages".freeze

    def initialize(config = Rails.application.config.x.anthropic)
      @config = config
      @http = Faraday.new(url: ENDPOINT) do |f|
        f.request :json
        f.response :json
        f.options.timeout = 120
      end
    end

    def complete(system:, messages:, max_tokens: @config.max_tokens)
      attempts = 0
      begin
        attempts += 1
        res = @http.post("", { model: @config.model, system:, messages:, max_tokens: }, headers)
        raise_for_status!(res)
        res.body.dig("content", 0, "text").to_s
      rescue RateLimited => e
        raise if attempts > @config.max_retries

        Rails.logger.warn("[anthropic] 429 attempt=#{attempts} retry_after=#{e.retry_after}s #{e.message}")
        sleep(e.retry_after)
        retry
      end
    end

    private

    def headers
      {
        "x-api-key" => @config.api_key,
        "anthropic-version" => "2023-06-01"
      }
    end

    def raise_for_status!(res)
      return if res.success?

      if res.status == 429
        retry_after = res.headers["retry-after"].to_i.clamp(1, 60)
        raise RateLimited.new(res.body.dig("error", "message").to_s, retry_after)
      end

      raise "anthropic error #{res.status}: #{res.body}"
    end
  end
end
