class Reservation < ApplicationRecord
  belongs_to :room
  belongs_to :user

  BUSINESS_HOURS = (8..21).freeze
  MAX_LENGTH = 4.hours

  validates :title, length: { maximum: 80 }
  validates :starts_at, :ends_at, presence: true
  validate :ends_after_start
  validate :not_too_long
  validate :within_business_hours
  validate :no_overlap, if: -> { starts_at.present? && ends_at.present? }

  scope :active, -> { where(cancelled_at: nil) }
  scope :upcoming, -> { where("starts_at >= ?", Time.current).order(:starts_at) }
  scope :for_day, ->(date) { where(starts_at: date.in_time_zone.all_day) }
  scope :overlapping, ->(from, to) { where("starts_at <= ? AND ends_at >= ?", to, from) }

  def duration_minutes
    ((ends_at - starts_at) / 60).to_i
  end

  def cancel!
    update!(cancelled_at: Time.current)
  end

  def cancelled?
    cancelled_at.present?
  end

  private

  def ends_after_start
    return if starts_at.blank? || ends_at.blank?

    errors.add(:ends_at, :after_start) if ends_at <= starts_at
  end

  def not_too_long
    return if starts_at.blank? || ends_at.blank?

    errors.add(:ends_at, :too_long, hours: MAX_LENGTH.in_hours.to_i) if ends_at - starts_at > MAX_LENGTH
  end

  def within_business_hours
    return if starts_at.blank? || ends_at.blank?

    last_hour = BUSINESS_HOURS.last
    ok = BUSINESS_HOURS.cover?(starts_at.hour) &&
         (ends_at.hour < last_hour || (ends_at.hour == last_hour && ends_at.min.zero?))
    errors.add(:base, :outside_business_hours) unless ok
  end

  def no_overlap
    clash = room.reservations.active.overlapping(starts_at, ends_at).where.not(id: id)
    errors.add(:base, :overlap) if clash.exists?
  end
end
