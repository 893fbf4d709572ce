Sidekiq.configure_server do |config|
  config.redis = { url: ENV.fetch("REDIS_URL", "redis://localhost:6379/1") }
  config.logger.level = Logger::INFO
end

Sidekiq.configure_client do |config|
  config.redis = { url: ENV.fetch("REDIS_URL", "redis://localhost:6379/1") }
end

# Mail jobs go to their own queue so a burst of digests can't delay password resets.
Rails.application.config.action_mailer.deliver_later_queue_name = :mailers
