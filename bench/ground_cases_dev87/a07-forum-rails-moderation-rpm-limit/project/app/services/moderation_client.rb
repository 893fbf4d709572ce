# Checks user content with the OpenAI moderation endpoint.
class ModerationClient
  MODEL = "omni-moderation-latest".freeze
  MAX_ATTEMPTS = 3

  Result = Struct.new(:flagged, :categories, keyword_init: true)

  class RateLimited < StandardError
    attr_reader :retry_after

    def initialize(retry_after)
      @retry_after = retry_after
      super("moderation rate limited, retry after #{retry_after}s")
    end
  end

  def initialize(client: OpenAI::Client.new)
    @client = client
  end

  def check(text)
    attempts = 0
    begin
      attempts += 1
      response = @client.moderations(parameters: { model: MODEL, input: text })
      result = response.fetch("results").first
      Result.new(flagged: result["flagged"], categories: result["categories"].select { |_, v| v }.keys)
    rescue Faraday::TooManyRequestsError => e
      raise RateLimited.new(retry_after_seconds(e))
    rescue Faraday::ServerError => e
      raise if attempts >= MAX_ATTEMPTS

      Rails.logger.warn("moderation retry #{attempts}: #{e.message}")
      sleep(0.5 * attempts)
      retry
    end
  end

  private

  def retry_after_seconds(error)
    header = error.response&.dig(:headers, "retry-after")
    value = header.to_f
    value.positive? ? value.ceil : 5
  end
end
