# Be sure to restart your server when you modify this file.
#
# CORS for the JSON API used by the mobile web build and partner widgets.
# Browser uploads go straight to S3 and do not pass through here.

Rails.application.config.middleware.insert_before 0, Rack::Cors do
  allow do
    # photobook.acme.com is the old domain; remove it next month once the redirect is gone
    origins "https://photobook.acme.com",
            "https://photobook.acme.cn",
            %r{\Ahttps://[a-z0-9-]+\.photobook-preview\.acme\.dev\z}

    resource "/api/*",
             headers: :any,
             methods: %i[get post put patch delete options head],
             credentials: true,
             max_age: 600
  end
end
