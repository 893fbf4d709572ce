require "slack-ruby-client"

class SlackNotifier
  CHANNEL = ENV.fetch("REPORTS_SLACK_CHANNEL", "#finance-reports")

  def self.post(text)
    return Rails.logger.info("[slack] #{text}") unless ENV["SLACK_BOT_TOKEN"]

    Slack::Web::Client.new(token: ENV["SLACK_BOT_TOKEN"]).chat_postMessage(channel: CHANNEL, text: text)
  end
end
