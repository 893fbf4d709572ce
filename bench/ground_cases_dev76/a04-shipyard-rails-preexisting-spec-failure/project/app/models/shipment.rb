require "tracking_number"

class Shipment < ApplicationRecord
  belongs_to :order
  has_many :tracking_events, -> { order(:occurred_at) }, dependent: :delete_all

  enum :status, { label_created: 0, in_transit: 1, out_for_delivery: 2, delivered: 3, exception: 4 }

  before_validation :clean_tracking_number
  validate :tracking_number_is_recognised, if: -> { tracking_number.present? }

  def carrier
    TrackingNumber.carrier(tracking_number)
  end

  def tracking_url
    TrackingNumber.url(tracking_number)
  end

  private

  def clean_tracking_number
    self.tracking_number = TrackingNumber.normalize(tracking_number) if tracking_number
  end

  def tracking_number_is_recognised
    errors.add(:tracking_number, "is not a UPS, FedEx, USPS or DHL number") unless TrackingNumber.valid?(tracking_number)
  end
end
