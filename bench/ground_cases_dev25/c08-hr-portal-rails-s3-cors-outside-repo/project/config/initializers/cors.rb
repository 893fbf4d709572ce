# frozen_string_literal: true

# CORS for the JSON API that the mobile H5 pages (served from m.example.com) call.
# This only affects responses sent by this Rails app; it has nothing to do with S3.
Rails.application.config.middleware.insert_before 0, Rack::Cors do
  allow do
    origins "https://m.example.com", "https://hr.example.cn"

    resource "/api/*",
      headers: :any,
      methods: %i[get post patch delete options],
      credentials: true,
      max_age: 600
  end
end
