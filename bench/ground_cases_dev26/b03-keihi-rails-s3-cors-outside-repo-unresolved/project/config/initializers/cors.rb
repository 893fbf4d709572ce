# Be sure to restart your server when you modify this file.
#
# CORS for the JSON API used by the mobile app's web view and the
# partner dashboard. This only affects responses served by Rails itself.

Rails.application.config.middleware.insert_before 0, Rack::Cors do
  allow do
    origins(
      "https://keihi.example.co.jp",
      "https://stg.keihi.example.co.jp",
      "https://partner.keihi.example.co.jp",
      /\Ahttp:\/\/localhost:\d+\z/
    )

    resource "/api/*",
      headers: :any,
      methods: %i[get post patch delete options],
      expose: %w[X-Total-Count],
      max_age: 600
  end
end
