class Order < ApplicationRecord
  belongs_to :user
  belongs_to :delivery_slot, optional: true

  STATUSES = %w[pending paid packed delivering delivered cancelled].freeze

  validates :status, inclusion: { in: STATUSES }
  validates :total_cents, numericality: { greater_than_or_equal_to: 0 }

  scope :active, -> { where.not(status: "cancelled") }

  def cancel!
    transaction do
      update!(status: "cancelled")
      update!(delivery_slot: nil)
    end
  end

  def total_yuan
    format("%.2f", total_cents / 100.0)
  end

  def slot_label
    delivery_slot&.label || "未选择"
  end
end
