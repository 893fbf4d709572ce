# Marks every API v1 response as deprecated, with the date it will be switched off.
module V1Deprecation
  extend ActiveSupport::Concern

  SUNSET_DATE = Date.new(2026, 1, 31)
  MIGRATION_GUIDE = "https://developers.lindqvist.io/api/migration-v1-to-v2".freeze

  included do
    after_action :add_deprecation_headers
  end

  private

  def add_deprecation_headers
    response.headers["Deprecation"] = "true"
    response.headers["Sunset"] = SUNSET_DATE.iso8601
    response.headers["Link"] = %(<#{MIGRATION_GUIDE}>; rel="sunset", <#{MIGRATION_GUIDE}>; rel="deprecation")
  end
end
