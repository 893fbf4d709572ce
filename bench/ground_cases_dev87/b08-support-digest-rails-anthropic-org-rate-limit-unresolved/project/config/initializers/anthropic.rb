Rails.application.config.x.anthropic = ActiveSupport::OrderedOptions.new.tap do |c|
  c.api_key = ENV.fetch("ANTHROPIC_API_KEY", nil)
  c.model = ENV.fetch("SUMMARY_MODEL", "claude-sonnet-4-5")
  c.max_tokens = 1024
  c.max_retries = 3
end
