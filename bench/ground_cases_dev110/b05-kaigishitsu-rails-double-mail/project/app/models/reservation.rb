class Reservation < ApplicationRecord
  belongs_to :user
  belongs_to :room

  enum :status, { pending: 0, confirmed: 1, cancelled: 2 }

  validates :starts_at, :ends_at, presence: true
  validate :ends_after_start
  validate :no_overlap, on: :create

  after_save :send_confirmation, if: :confirmed?

  scope :upcoming, -> { where("starts_at >= ?", Time.current).order(:starts_at) }
  scope :past, -> { where("starts_at < ?", Time.current).order(starts_at: :desc) }
  scope :for_room, ->(room) { where(room: room) }

  def duration_minutes
    ((ends_at - starts_at) / 60).to_i
  end

  private

  def ends_after_start
    return if starts_at.blank? || ends_at.blank?
    errors.add(:ends_at, "must be after start") if ends_at <= starts_at
  end

  def no_overlap
    overlapping = Reservation.for_room(room).where.not(status: :cancelled)
                             .where("starts_at < ? AND ends_at > ?", ends_at, starts_at)
    errors.add(:base, "room is already booked") if overlapping.exists?
  end

  def send_confirmation
    ReservationMailer.confirmed(self).deliver_later
  end
end
