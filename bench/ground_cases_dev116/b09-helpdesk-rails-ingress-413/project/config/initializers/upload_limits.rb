# Limits for files users attach to support tickets.
Rails.application.config.x.uploads = ActiveSupport::OrderedOptions.new.tap do |u|
  u.max_size = 20.megabytes
  u.allowed_types = %w[
    application/pdf
    image/png
    image/jpeg
    image/heic
    text/csv
  ]
end
