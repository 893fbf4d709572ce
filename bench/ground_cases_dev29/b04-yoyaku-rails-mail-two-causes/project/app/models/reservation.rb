class Reservation < ApplicationRecord
  belongs_to :customer
  belongs_to :shop

  enum :status, { pending: 0, confirmed: 1, cancelled: 2 }, default: :confirmed
  enum :source, { web: 0, phone: 1, line: 2 }, prefix: true

  validates :starts_at, presence: true
  validates :party_size, numericality: { only_integer: true, in: 1..20 }
  validate :starts_in_future, on: :create

  after_create_commit :send_confirmation

  scope :upcoming, -> { where(starts_at: Time.current..).order(:starts_at) }
  scope :for_day, ->(date) { where(starts_at: date.all_day) }

  def cancel!
    update!(status: :cancelled)
    ReservationMailer.cancelled(self).deliver_later
  end

  def ends_at
    starts_at + shop.slot_minutes.minutes
  end

  private

  def starts_in_future
    return if starts_at.blank? || starts_at.future?

    errors.add(:starts_at, :must_be_future)
  end

  def send_confirmation
    return unless customer.notifiable_by_email?

    ReservationMailer.confirmation(self).deliver_later
  end
end
