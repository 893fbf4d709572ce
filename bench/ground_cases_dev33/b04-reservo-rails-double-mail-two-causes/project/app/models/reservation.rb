class Reservation < ApplicationRecord
  belongs_to :restaurant
  belongs_to :table, optional: true

  enum :status, { pending: 0, confirmed: 1, cancelled: 2, no_show: 3 }, default: :pending

  validates :guest_name, :guest_email, :reserved_at, presence: true
  validates :party_size, numericality: { in: 1..20 }
  validates :idempotency_key, presence: true, uniqueness: { scope: :restaurant_id }
  validate :within_opening_hours

  scope :upcoming, -> { where(reserved_at: Time.current..).order(:reserved_at) }

  def confirm!(table: nil)
    transaction do
      update!(status: :confirmed, table: table || restaurant.tables.best_for(party_size, reserved_at))
    end
    ReservationMailer.with(reservation: self).confirmation.deliver_later
  end

  def cancel!(reason:)
    update!(status: :cancelled, cancel_reason: reason)
    ReservationMailer.with(reservation: self).cancelled.deliver_later
  end

  private

  def within_opening_hours
    return if reserved_at.blank? || restaurant.blank?
    return if restaurant.open_at?(reserved_at)

    errors.add(:reserved_at, "は営業時間外です")
  end
end
