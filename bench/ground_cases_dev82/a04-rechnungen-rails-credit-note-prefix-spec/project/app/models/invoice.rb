class Invoice < ApplicationRecord
  belongs_to :customer
  has_many :line_items, dependent: :destroy
  has_many :refunds, dependent: :restrict_with_error

  enum :status, { draft: "draft", issued: "issued", paid: "paid", cancelled: "cancelled" }

  validates :number, uniqueness: true, allow_nil: true
  validates :currency, inclusion: { in: %w[EUR] }

  before_validation :assign_number, if: -> { issued? && number.blank? }

  def net_cents
    line_items.sum { |li| li.quantity * li.unit_price_cents }
  end

  def tax_cents
    line_items.group_by(&:tax_rate).sum do |rate, items|
      (items.sum { |li| li.quantity * li.unit_price_cents } * rate / 100.0).round
    end
  end

  def gross_cents
    net_cents + tax_cents
  end

  def due_on
    days = customer.payment_terms_days || Rails.configuration.x.invoicing.payment_terms_days
    issued_on + days.days
  end

  private

  def assign_number
    self.issued_on ||= Date.current
    self.number = InvoiceNumberer.next!(date: issued_on)
  end
end
