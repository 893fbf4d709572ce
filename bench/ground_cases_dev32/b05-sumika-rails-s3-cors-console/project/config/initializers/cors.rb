# Be sure to restart your server when you modify this file.
#
# CORS for the JSON API used by the partner widget (embedded on agents' sites).
# This only affects responses served by this Rails app.

Rails.application.config.middleware.insert_before 0, Rack::Cors do
  allow do
    origins "https://sumika.jp", "https://stg.sumika.jp", %r{\Ahttps://[a-z0-9-]+\.sumika-partners\.jp\z}

    resource "/api/v1/*",
      headers: :any,
      methods: %i[get post options],
      max_age: 600
  end
end
