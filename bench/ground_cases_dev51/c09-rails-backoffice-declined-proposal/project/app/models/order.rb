class Order < ApplicationRecord
  belongs_to :user
  has_many :line_items, dependent: :destroy

  enum :status, { pending: 0, paid: 1, shipped: 2, refunded: 3, cancelled: 4 }

  validates :number, presence: true, uniqueness: true
  validates :total_cents, numericality: { greater_than_or_equal_to: 0 }

  scope :recent, -> { order(created_at: :desc).limit(100) }
  scope :for_admin_list, -> { recent.includes(:user).with_item_counts }
  scope :with_item_counts, lambda {
    left_joins(:line_items)
      .group(:id)
      .select("orders.*, COALESCE(SUM(line_items.quantity), 0) AS item_count_sum")
  }

  before_validation :assign_number, on: :create

  def total
    total_cents / 100.0
  end

  def item_count
    has_attribute?(:item_count_sum) ? item_count_sum : line_items.sum(:quantity)
  end

  def customer_email
    user.email
  end

  private

  def assign_number
    self.number ||= "SO#{Time.current.strftime('%y%m%d')}#{SecureRandom.alphanumeric(6).upcase}"
  end
end
