class Booking < ApplicationRecord
  belongs_to :client
  belongs_to :stylist

  enum :status, { booked: "booked", cancelled: "cancelled", completed: "completed", no_show: "no_show" }

  validates :starts_at, :ends_at, presence: true
  validates :price_cents, numericality: { greater_than_or_equal_to: 0 }
  validate :ends_after_start

  scope :upcoming, -> { booked.where("starts_at > ?", Time.current).order(:starts_at) }
  scope :fee_due, -> { no_show.where(no_show_fee_charged_at: nil).where.not(client_id: nil) }

  def no_show_fee_cents
    (price_cents * 0.5).round
  end

  def hours_until_start(from = Time.current)
    ((starts_at - from) / 1.hour).floor
  end

  private

  def ends_after_start
    return if starts_at.blank? || ends_at.blank?
    errors.add(:ends_at, "must be after start") unless ends_at > starts_at
  end
end
