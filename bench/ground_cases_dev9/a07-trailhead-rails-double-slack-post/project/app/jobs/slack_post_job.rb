class SlackPostJob < ApplicationJob
  queue_as :notifications
  retry_on Slack::Web::Api::Errors::TooManyRequestsError, wait: :polynomially_longer, attempts: 5

  def perform(channel:, text:)
    SlackNotifier.client.chat_postMessage(channel: channel, text: text, unfurl_links: false)
  end
end
