class Reservation < ApplicationRecord
  belongs_to :salon
  belongs_to :customer

  STATUSES = %w[pending confirmed cancelled].freeze

  validates :starts_at, presence: true
  validates :status, inclusion: { in: STATUSES }
  validate :starts_in_future, on: :create

  scope :active, -> { where.not(status: "cancelled") }
  scope :on_day, ->(day) { where(starts_at: day.all_day) }

  after_commit :send_confirmation, on: %i[create update]

  def confirmed?
    status == "confirmed"
  end

  def cancellable?
    starts_at > 24.hours.from_now
  end

  private

  def starts_in_future
    return if starts_at.blank? || starts_at > Time.current

    errors.add(:starts_at, "は現在より後の日時を指定してください")
  end

  def send_confirmation
    return unless confirmed?

    ReservationMailer.with(reservation: self).confirmation.deliver_later
  end
end
