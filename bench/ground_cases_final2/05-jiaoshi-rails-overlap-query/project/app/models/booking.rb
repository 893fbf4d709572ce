class Booking < ApplicationRecord
  belongs_to :room
  belongs_to :user

  validates :starts_at, :ends_at, presence: true
  validate :ends_after_start

  scope :upcoming, -> { where("starts_at >= ?", Time.current).order(:starts_at) }

  def overlapping?
    Booking.where(room_id: room_id)
           .where.not(id: id)
           .where("starts_at >= ? AND ends_at <= ?", starts_at, ends_at)
           .exists?
  end

  def duration_minutes
    ((ends_at - starts_at) / 60).round
  end

  private

  def ends_after_start
    return if starts_at.blank? || ends_at.blank?

    errors.add(:ends_at, "必须晚于开始时间") if ends_at <= starts_at
  end
end
