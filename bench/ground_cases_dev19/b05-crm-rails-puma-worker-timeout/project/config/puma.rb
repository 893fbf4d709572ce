# Puma configuration.
# https://puma.io/puma/Puma/DSL.html

max_threads_count = ENV.fetch("RAILS_MAX_THREADS", 5)
min_threads_count = ENV.fetch("RAILS_MIN_THREADS") { max_threads_count }
threads min_threads_count, max_threads_count

rails_env = ENV.fetch("RAILS_ENV", "development")
environment rails_env

# Specifies the `worker_timeout` threshold that Puma will use to wait before
# terminating a worker.
worker_timeout 10

port ENV.fetch("PORT", 3000)

pidfile ENV.fetch("PIDFILE", "tmp/pids/server.pid")

if rails_env == "production"
  workers ENV.fetch("WEB_CONCURRENCY", 2)
  preload_app!

  before_fork do
    ActiveRecord::Base.connection_pool.disconnect! if defined?(ActiveRecord)
  end

  on_worker_boot do
    ActiveRecord::Base.establish_connection if defined?(ActiveRecord)
  end
end

# Allow puma to be restarted by `bin/rails restart` command.
plugin :tmp_restart
