class Appointment < ApplicationRecord
  STATUSES = %w[booked confirmed cancelled no_show completed].freeze

  belongs_to :patient
  belongs_to :practitioner
  belongs_to :clinic

  validates :starts_at, :ends_at, presence: true
  validates :status, inclusion: { in: STATUSES }
  validate :ends_after_start
  validate :practitioner_is_free, on: :create

  scope :upcoming, -> { where("starts_at > ?", Time.current).order(:starts_at) }
  scope :active, -> { where.not(status: %w[cancelled no_show]) }
  scope :on_day, ->(date) { where(starts_at: date.all_day) }

  def cancelled?
    status == "cancelled"
  end

  def cancel!(reason:)
    update!(status: "cancelled", cancelled_at: Time.current, cancel_reason: reason)
  end

  def duration_minutes
    ((ends_at - starts_at) / 60).round
  end

  def overlaps?(other)
    starts_at < other.ends_at && other.starts_at < ends_at
  end

  private

  def ends_after_start
    return if starts_at.blank? || ends_at.blank?

    errors.add(:ends_at, "must be after the start") if ends_at <= starts_at
  end

  def practitioner_is_free
    return if practitioner.nil? || starts_at.blank? || ends_at.blank?

    clash = practitioner.appointments.to_a.find { |a| a.status != "cancelled" && overlaps?(a) }
    errors.add(:starts_at, "clashes with another appointment") if clash
  end
end
