# frozen_string_literal: true

class Invoice < ApplicationRecord
  has_many :items, -> { order(:position) }, class_name: "InvoiceItem", dependent: :destroy
  belongs_to :customer

  validates :number, presence: true, uniqueness: true
  validates :buyer_name, :buyer_tax_id, presence: true
  validates :buyer_tax_id, format: { with: /\A[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}\z/,
                                     message: :invalid_tax_id }
  validates :tax_rate, numericality: { greater_than_or_equal_to: 0, less_than: 1 }

  def subtotal
    items.sum(&:amount)
  end

  def tax_amount
    (subtotal * tax_rate).round(2)
  end

  def total
    subtotal + tax_amount
  end

  def pdf_filename
    "发票-#{number}.pdf"
  end

  def to_pdf
    InvoicePdf.new(self).render
  end
end
