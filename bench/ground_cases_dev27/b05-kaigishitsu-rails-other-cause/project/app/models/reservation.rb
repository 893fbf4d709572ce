class Reservation < ApplicationRecord
  belongs_to :room
  belongs_to :user

  scope :active, -> { where(canceled_at: nil) }
  scope :upcoming, -> { active.where(start_at: Time.current..) }

  validates :title, presence: true, length: { maximum: 100 }
  validates :start_at, :end_at, presence: true
  validate :end_after_start
  validate :within_max_duration

  MAX_DURATION = 4.hours

  def duration
    end_at - start_at
  end

  def canceled?
    canceled_at.present?
  end

  private

  def end_after_start
    return if start_at.blank? || end_at.blank?

    errors.add(:end_at, "は開始時刻より後にしてください") if end_at <= start_at
  end

  def within_max_duration
    return if start_at.blank? || end_at.blank?

    errors.add(:base, "一度に予約できるのは4時間までです") if duration > MAX_DURATION
  end
end
