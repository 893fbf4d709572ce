workers Integer(ENV.fetch("WEB_CONCURRENCY", 2))
threads_count = Integer(ENV.fetch("RAILS_MAX_THREADS", 5))
threads threads_count, threads_count

port ENV.fetch("PORT", 8080)
environment ENV.fetch("RACK_ENV", "development")

preload_app!

on_worker_boot do
  # nothing to reconnect: the app keeps no connections between requests
end
