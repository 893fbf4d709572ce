class Reservation < ApplicationRecord
  belongs_to :customer
  belongs_to :shop

  STATUSES = %w[pending confirmed cancelled].freeze

  validates :starts_at, :party_size, presence: true
  validates :party_size, numericality: { only_integer: true, greater_than: 0, less_than_or_equal_to: 12 }
  validates :status, inclusion: { in: STATUSES }

  scope :upcoming, -> { where("starts_at >= ?", Time.current).order(:starts_at) }
  scope :active, -> { where.not(status: "cancelled") }

  after_save :send_confirmation, if: :confirmed?

  def confirmed?
    status == "confirmed"
  end

  def ends_at
    starts_at + shop.slot_minutes.minutes
  end

  def cancel!
    update!(status: "cancelled", cancelled_at: Time.current)
  end

  private

  def send_confirmation
    ReservationMailer.with(reservation: self).confirmation.deliver_later
  end
end
