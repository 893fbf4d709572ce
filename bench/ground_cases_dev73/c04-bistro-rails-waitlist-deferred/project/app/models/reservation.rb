class Reservation < ApplicationRecord
  belongs_to :restaurant

  STATUSES = %w[confirmed cancelled no_show].freeze

  validates :party_size, numericality: { greater_than: 0, less_than_or_equal_to: 12 }
  validates :status, inclusion: { in: STATUSES }
  validate :fits_capacity, on: :create

  scope :confirmed, -> { where(status: "confirmed") }

  def ends_at
    starts_at + restaurant.seating_duration
  end

  def cancel!
    transaction do
      update!(status: "cancelled")
      WaitlistPromoter.new(restaurant, starts_at, party_size).call
    end
  end

  private

  def fits_capacity
    return if restaurant.nil? || starts_at.nil?
    return if CapacityChecker.new(restaurant).fits?(starts_at, party_size)

    errors.add(:base, "该时段座位已满")
  end
end
