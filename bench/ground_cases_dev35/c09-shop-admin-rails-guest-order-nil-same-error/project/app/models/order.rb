# frozen_string_literal: true

class Order < ApplicationRecord
  # 11 月上线游客下单后, 游客订单没有 user, 用 guest_name / guest_phone
  belongs_to :user, optional: true
  has_many :line_items, dependent: :destroy

  enum :status, {
    pending: "pending",
    paid: "paid",
    shipped: "shipped",
    completed: "completed",
    cancelled: "cancelled",
    refunded: "refunded"
  }

  monetize :total_cents

  validates :order_no, presence: true, uniqueness: true
  validates :guest_phone, presence: true, if: :guest?

  scope :recent, -> { order(created_at: :desc) }
  scope :with_status, ->(status) { status.present? ? where(status: status) : all }

  # month: "2025-11", 按北京时间的自然月
  scope :in_month, lambda { |month|
    start = Date.strptime(month, "%Y-%m").in_time_zone("Asia/Shanghai")
    where(created_at: start...start.next_month)
  }

  def guest?
    user_id.nil?
  end

  def display_customer
    guest? ? "#{guest_name}(游客)" : user.name
  end
end
