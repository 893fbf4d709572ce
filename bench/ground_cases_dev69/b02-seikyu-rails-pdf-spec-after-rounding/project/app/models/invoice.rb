class Invoice < ApplicationRecord
  belongs_to :customer
  has_many :items, -> { order(:position) }, class_name: "InvoiceItem", dependent: :destroy

  REGISTRATION_NUMBER = ENV.fetch("INVOICE_REGISTRATION_NUMBER", "T1234567890123")

  validates :number, presence: true, uniqueness: true
  validates :issued_on, :due_on, presence: true
  validate :due_on_not_before_issued_on

  def subtotal
    items.sum(&:amount)
  end

  # 税率ごとの { subtotal:, tax: }（税率の高い順）。
  # 適格請求書の要件により、消費税の端数処理（切り捨て）は税率ごとに1回だけ行う。
  def tax_breakdown
    items.group_by(&:tax_rate).sort.reverse.to_h do |rate, rows|
      subtotal = rows.sum(&:unit_price)
      [rate, { subtotal: subtotal, tax: (subtotal * rate / 100.0).floor }]
    end
  end

  def tax_total
    tax_breakdown.values.sum { |v| v[:tax] }
  end

  def total
    subtotal + tax_total
  end

  def reduced_rate_included?
    items.any?(&:reduced_rate?)
  end

  private

  def due_on_not_before_issued_on
    return if issued_on.blank? || due_on.blank?

    errors.add(:due_on, :before_issued_on) if due_on < issued_on
  end
end
