module SlackNotifier
  def self.client
    @client ||= Slack::Web::Client.new(token: Rails.application.credentials.dig(:slack, :bot_token))
  end
end
