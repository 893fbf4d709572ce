class Order < ApplicationRecord
  STATUSES = %w[pending paid shipped cancelled].freeze

  belongs_to :customer
  has_many :line_items, dependent: :destroy

  validates :number, presence: true, uniqueness: true
  validates :status, inclusion: { in: STATUSES }

  scope :recent, -> { order(created_at: :desc) }
  scope :with_status, ->(status) { STATUSES.include?(status) ? where(status: status) : all }

  def cancellable?
    status == "pending"
  end

  def shipped?
    status == "shipped"
  end

  def status_label
    I18n.t("orders.status.#{status}")
  end

  def to_param
    number
  end
end
