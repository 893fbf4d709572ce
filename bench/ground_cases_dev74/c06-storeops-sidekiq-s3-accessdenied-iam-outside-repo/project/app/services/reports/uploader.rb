require "aws-sdk-s3"

module Reports
  class Uploader
    XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet".freeze

    def initialize(config = Rails.application.config.reports)
      @bucket = config.fetch(:bucket)
      @prefix = config.fetch(:prefix)
      @client = Aws::S3::Client.new(region: config.fetch(:region))
    end

    # Uploads the report and returns a presigned link valid for 7 days.
    def upload(body, name)
      key = "#{@prefix}/#{name}"
      @client.put_object(bucket: @bucket, key: key, body: body, content_type: XLSX,
                         server_side_encryption: "aws:kms")
      Aws::S3::Presigner.new(client: @client)
                        .presigned_url(:get_object, bucket: @bucket, key: key, expires_in: 7 * 24 * 3600)
    end
  end
end
