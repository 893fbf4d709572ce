# Runs every 15 minutes (config/schedule.yml). Charges the fee for every booking marked
# no-show that hasn't been charged yet.
class NoShowFeeJob
  include Sidekiq::Job
  sidekiq_options queue: :billing, retry: 5

  def perform
    Booking.fee_due.includes(:client).find_each do |booking|
      NoShowFee.new(booking).charge!
    rescue NoShowFee::NoCard => e
      Rails.logger.warn("[no-show] #{e.message}")
    end
  end
end
