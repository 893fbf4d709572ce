class Appointment < ApplicationRecord
  REMINDER_LEAD = 24.hours

  belongs_to :patient
  belongs_to :practitioner
  belongs_to :location

  enum :status, { booked: "booked", confirmed: "confirmed", cancelled: "cancelled", no_show: "no_show" },
       default: "booked", validate: true

  validates :starts_at, :ends_at, presence: true
  validate :ends_after_start
  validate :practitioner_free, on: :create

  scope :upcoming, -> { where(starts_at: Time.current..).order(:starts_at) }
  scope :needing_reminder, -> { booked.or(confirmed).where(reminded_at: nil) }

  after_save :schedule_reminder, if: -> { saved_change_to_starts_at? && !cancelled? }

  def reminder_at
    starts_at - REMINDER_LEAD
  end

  def mark_reminded!
    update_column(:reminded_at, Time.current)
  end

  private

  def schedule_reminder
    return if reminder_at.past?

    AppointmentReminderJob.set(wait_until: reminder_at).perform_later(self)
  end

  def ends_after_start
    return if starts_at.blank? || ends_at.blank?

    errors.add(:ends_at, "must be after the start") if ends_at <= starts_at
  end

  def practitioner_free
    overlapping = Appointment.where(practitioner_id: practitioner_id)
                             .where.not(status: :cancelled)
                             .where("starts_at < ? AND ends_at > ?", ends_at, starts_at)
    errors.add(:starts_at, "practitioner is not available") if overlapping.exists?
  end
end
