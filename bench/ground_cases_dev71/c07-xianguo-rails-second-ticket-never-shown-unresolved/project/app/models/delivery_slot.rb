class DeliverySlot < ApplicationRecord
  has_many :orders, dependent: :nullify

  validates :starts_at, :ends_at, :capacity, presence: true
  validates :capacity, numericality: { greater_than_or_equal_to: 0 }

  scope :upcoming, -> { where("starts_at > ?", Time.current).order(:starts_at) }
  scope :on_date, ->(date) { where(starts_at: date.all_day) }

  # 已预约（未取消）的订单数
  def booked_count
    orders.where.not(status: "cancelled").count
  end

  def remaining
    capacity - booked_count
  end

  def full?
    remaining <= 0
  end

  def label
    "#{starts_at.strftime('%m-%d %H:%M')}-#{ends_at.strftime('%H:%M')}"
  end

  # 下单截止：时段开始前 2 小时
  def bookable?(now = Time.current)
    !full? && now < starts_at - 2.hours
  end
end
