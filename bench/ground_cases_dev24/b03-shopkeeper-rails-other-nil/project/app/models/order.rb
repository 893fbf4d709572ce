class Order < ApplicationRecord
  belongs_to :customer, optional: true
  has_many :line_items, dependent: :destroy
  has_one :invoice, dependent: :nullify

  enum :status, { pending: 0, paid: 1, shipped: 2, cancelled: 3 }

  validates :guest_email, presence: true, if: -> { customer_id.nil? }
  validates :number, presence: true, uniqueness: true

  before_validation :assign_number, on: :create

  scope :recent, -> { order(created_at: :desc) }
  scope :for_customer, ->(customer) { where(customer: customer) }

  def total_cents
    line_items.sum { |li| li.unit_price_cents * li.quantity }
  end

  def total_yen
    total_cents / 100
  end

  def guest?
    customer_id.nil?
  end

  def status_label
    I18n.t("orders.status.#{status}")
  end

  def shipping_name
    shipping_address&.fetch("name", nil)
  end

  # 注文詳細画面と確認メールで使う表示名
  def customer_name
    customer&.name || guest_name
  end

  private

  def assign_number
    self.number ||= "ORD-#{Time.current.strftime('%Y%m%d')}-#{SecureRandom.hex(3).upcase}"
  end
end
