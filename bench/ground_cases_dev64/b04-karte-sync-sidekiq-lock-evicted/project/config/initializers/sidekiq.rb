redis_config = Rails.application.config_for(:redis)

Sidekiq.configure_server do |config|
  config.redis = { url: redis_config[:url], network_timeout: 5 }
  config.logger.level = Logger::INFO

  schedule_file = Rails.root.join("config/schedule.yml")
  if File.exist?(schedule_file)
    Sidekiq::Cron::Job.load_from_hash!(YAML.load_file(schedule_file))
  end

  config.on(:startup) do
    Rails.logger.info("[sidekiq] started with queues #{config.queues.inspect}")
  end

  config.on(:shutdown) do
    Rails.logger.info("[sidekiq] shutting down")
  end

  config.death_handlers << lambda do |job, ex|
    Rails.logger.error("[sidekiq] #{job["class"]} #{job["jid"]} died: #{ex.message}")
  end
end

Sidekiq.configure_client do |config|
  config.redis = { url: redis_config[:url], network_timeout: 5 }
end

Rails.application.config.cache_store = :redis_cache_store, {
  url: redis_config[:url],
  expires_in: 12.hours,
  namespace: "cache",
}
