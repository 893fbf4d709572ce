class Order < ApplicationRecord
  belongs_to :user
  belongs_to :event
  has_many :seats, dependent: :nullify

  enum :status, { pending: 0, paid: 1, cancelled: 2 }, default: :pending

  validates :seats, presence: true
  validate :seats_belong_to_event

  scope :recent, -> { order(created_at: :desc) }

  def total_yen
    seats.sum(&:price_yen)
  end

  def pay!(charge_id)
    update!(status: :paid, charge_id: charge_id, paid_at: Time.current)
  end

  def refundable?
    paid? && event.starts_at > 48.hours.from_now
  end

  def cancel!
    transaction do
      update!(status: :cancelled, cancelled_at: Time.current)
      release_seats! if paid?
    end
  end

  private

  def release_seats!
    seats.update_all(order_id: nil, held_until: nil)
  end

  def seats_belong_to_event
    return if seats.all? { |s| s.event_id == event_id }

    errors.add(:seats, "must belong to the same event")
  end
end
