LLM_CONFIG = Rails.application.config_for(:llm).deep_symbolize_keys.freeze

OpenAI.configure do |c|
  c.access_token = ENV.fetch("OPENAI_API_KEY", "")
  c.request_timeout = 60
  c.log_errors = Rails.env.development?
end
