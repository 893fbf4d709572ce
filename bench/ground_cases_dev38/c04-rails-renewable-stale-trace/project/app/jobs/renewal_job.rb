class RenewalJob < ApplicationJob
  queue_as :billing

  def perform
    result = RenewalService.new.call
    Rails.logger.info(
      "renewals: #{result.renewed.size} renewed, #{result.skipped.size} skipped, #{result.failed.size} failed"
    )
  end
end
