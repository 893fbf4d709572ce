Rails.application.configure do
  # libvips は本番イメージに入っていないので mini_magick を使う
  config.active_storage.variant_processor = :mini_magick
  config.active_storage.content_types_allowed_inline += %w[image/heic image/heif]
end
