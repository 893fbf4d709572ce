class Booking < ApplicationRecord
  belongs_to :customer
  belongs_to :cleaner, optional: true
  belongs_to :address

  enum :status, { requested: 0, confirmed: 1, done: 2, cancelled: 3 }

  validates :starts_at, :duration_minutes, presence: true
  validates :duration_minutes, numericality: { greater_than: 0, less_than_or_equal_to: 480 }

  scope :upcoming, -> { where(starts_at: Time.current..).order(:starts_at) }
  scope :for_reminder, lambda {
    confirmed.where(starts_at: 1.day.from_now.all_day, reminder_sent_at: nil)
  }

  def ends_at
    starts_at + duration_minutes.minutes
  end

  def reminder_due?
    confirmed? && reminder_sent_at.nil? && starts_at.between?(Time.current, 36.hours.from_now)
  end

  def mark_reminded!
    update!(reminder_sent_at: Time.current)
  end
end
