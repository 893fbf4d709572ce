class UploadsController < ApplicationController
  before_action :authenticate_user!

  ALLOWED_TYPES = %w[image/jpeg image/png image/heic image/webp].freeze
  MAX_BYTES = 25.megabytes

  # POST /uploads/presign
  # Returns a presigned PUT URL; the browser uploads the file straight to S3.
  def presign
    content_type = params.require(:content_type)
    byte_size = params.require(:byte_size).to_i

    unless ALLOWED_TYPES.include?(content_type)
      return render json: { error: "unsupported type" }, status: :unprocessable_entity
    end
    if byte_size <= 0 || byte_size > MAX_BYTES
      return render json: { error: "file too large" }, status: :unprocessable_entity
    end

    key = "uploads/#{Time.current.strftime('%Y/%m')}/#{SecureRandom.uuid}#{extension_for(content_type)}"
    url = s3_object(key).presigned_url(
      :put,
      expires_in: 300,
      content_type: content_type
    )
    render json: { url: url, key: key }
  end

  private

  def s3_object(key)
    Aws::S3::Resource.new(region: uploads_config.fetch("region"))
                     .bucket(uploads_config.fetch("bucket"))
                     .object(key)
  end

  def uploads_config
    Rails.application.config_for(:uploads)
  end

  def extension_for(content_type)
    {
      "image/jpeg" => ".jpg",
      "image/png" => ".png",
      "image/heic" => ".heic",
      "image/webp" => ".webp"
    }.fetch(content_type)
  end
end
