class LlmClient
  def initialize(client: OpenAI::Client.new, config: LLM_CONFIG)
    @client = client
    @config = config
  end

  # Returns { text:, usage:, model: } for a list of chat messages.
  def complete(messages, model: @config[:model], temperature: @config[:temperature])
    resp = @client.chat(parameters: {
      model: model,
      messages: messages,
      temperature: temperature,
      max_tokens: @config[:max_tokens]
    })
    {
      text: resp.dig("choices", 0, "message", "content").to_s,
      usage: resp["usage"] || {},
      model: resp["model"] || model
    }
  rescue Faraday::TooManyRequestsError => e
    Rails.logger.warn("llm rate limited: #{e.message}")
    raise
  end
end
