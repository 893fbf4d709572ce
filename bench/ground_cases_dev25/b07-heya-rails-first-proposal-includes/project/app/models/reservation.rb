class Reservation < ApplicationRecord
  belongs_to :room
  belongs_to :user

  validates :starts_at, :ends_at, presence: true
  validates :purpose, length: { maximum: 200 }
  validate :ends_after_starts
  validate :no_overlap

  scope :on, ->(date) { where(starts_at: date.in_time_zone.all_day) }
  scope :upcoming, -> { where("starts_at >= ?", Time.current).order(:starts_at) }

  def duration_minutes
    ((ends_at - starts_at) / 60).to_i
  end

  private

  def ends_after_starts
    return if starts_at.blank? || ends_at.blank?

    errors.add(:ends_at, "は開始時刻より後にしてください") if ends_at <= starts_at
  end

  def no_overlap
    return if starts_at.blank? || ends_at.blank?

    overlapping = Reservation.where(room_id: room_id).where.not(id: id)
                             .where("starts_at < ? AND ends_at > ?", ends_at, starts_at)
    errors.add(:base, "この時間帯はすでに予約されています") if overlapping.exists?
  end
end
