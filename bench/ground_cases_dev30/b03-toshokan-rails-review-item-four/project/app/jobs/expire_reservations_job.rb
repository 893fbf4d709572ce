# frozen_string_literal: true

class ExpireReservationsJob < ApplicationJob
  queue_as :default

  def perform
    result = ReservationExpiry.new.call
    return if result.failed.empty?

    Rails.logger.warn("[ExpireReservationsJob] failed ids: #{result.failed.join(',')}")
  end
end
