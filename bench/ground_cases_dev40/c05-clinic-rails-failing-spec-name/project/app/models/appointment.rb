class Appointment < ApplicationRecord
  belongs_to :doctor
  belongs_to :patient

  enum :status, { booked: 0, checked_in: 1, done: 2, cancelled: 3, no_show: 4 }

  scope :active, -> { where(status: %i[booked checked_in]) }

  validates :starts_at, :ends_at, presence: true
  validate :ends_after_start
  validate :no_overlap, on: :create

  def duration_minutes
    ((ends_at - starts_at) / 60).round
  end

  private

  def ends_after_start
    return if starts_at.blank? || ends_at.blank?

    errors.add(:ends_at, "must be after starts_at") if ends_at <= starts_at
  end

  def no_overlap
    return if starts_at.blank? || ends_at.blank?

    clash = doctor.appointments.active.where("starts_at < ? AND ends_at > ?", ends_at, starts_at)
    errors.add(:starts_at, "is already taken") if clash.exists?
  end
end
