class Booking < ApplicationRecord
  belongs_to :room
  belongs_to :user

  validates :starts_at, :ends_at, presence: true
  validates :guests, numericality: { greater_than: 0, less_than_or_equal_to: 12 }
  validate :ends_after_start

  scope :upcoming, -> { where("starts_at >= ?", Time.current).order(:starts_at) }
  scope :for_room, ->(room) { where(room: room) }

  def duration_minutes
    ((ends_at - starts_at) / 60).round
  end

  def today?
    starts_at.to_date == Date.today
  end

  def overlaps?(other)
    starts_at < other.ends_at && other.starts_at < ends_at
  end

  def label
    "#{room.name} · #{starts_at.strftime('%H:%M')}–#{ends_at.strftime('%H:%M')}"
  end

  private

  def ends_after_start
    return if starts_at.blank? || ends_at.blank?
    errors.add(:ends_at, :after_start) if ends_at <= starts_at
  end
end
