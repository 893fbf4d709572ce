class Reservation < ApplicationRecord
  belongs_to :equipment
  belongs_to :user

  enum :status, { booked: 0, lent: 1, returned: 2, cancelled: 3 }

  validates :starts_at, :ends_at, presence: true
  validate :ends_after_start
  validate :no_overlap, on: :create

  scope :active, -> { where(status: %i[booked lent]) }
  scope :upcoming, -> { where("starts_at >= ?", Time.current).order(:starts_at) }

  def overdue?
    lent? && ends_at < Time.current
  end

  def duration_days
    ((ends_at - starts_at) / 1.day).ceil
  end

  private

  def ends_after_start
    return if starts_at.blank? || ends_at.blank?

    errors.add(:ends_at, "は開始日時より後にしてください") if ends_at <= starts_at
  end

  def no_overlap
    return if starts_at.blank? || ends_at.blank?

    clash = Reservation.active
                       .where(equipment_id: equipment_id)
                       .where("starts_at < ? AND ends_at > ?", starts_at, ends_at)
    errors.add(:base, "この機材はその期間すでに予約されています") if clash.exists?
  end
end
