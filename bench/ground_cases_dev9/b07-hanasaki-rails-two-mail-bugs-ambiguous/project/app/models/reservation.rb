class Reservation < ApplicationRecord
  belongs_to :customer
  belongs_to :staff_member
  belongs_to :menu

  enum :status, { booked: 0, visited: 1, cancelled: 2, no_show: 3 }

  validates :starts_at, presence: true
  validate :within_business_hours

  scope :active, -> { where.not(status: :cancelled) }
  scope :on, ->(date) { where(starts_at: date.all_day) }

  after_save :send_confirmation_mail

  def ends_at
    starts_at + menu.duration_minutes.minutes
  end

  def cancel!
    update!(status: :cancelled, cancelled_at: Time.current)
    ReservationMailer.cancelled(self).deliver_later
  end

  private

  def send_confirmation_mail
    ReservationMailer.confirmation(self).deliver_later
  end

  def within_business_hours
    return if starts_at.blank? || menu.blank?
    return if starts_at.hour >= 10 && ends_at <= starts_at.change(hour: 20)

    errors.add(:starts_at, "は営業時間（10:00〜20:00）内で指定してください")
  end
end
