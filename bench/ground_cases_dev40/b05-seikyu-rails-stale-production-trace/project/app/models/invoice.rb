# frozen_string_literal: true

class Invoice < ApplicationRecord
  belongs_to :customer
  belongs_to :billing_contact, class_name: "Contact", optional: true
  has_many :lines, class_name: "InvoiceLine", dependent: :destroy

  enum :status, { draft: "draft", issued: "issued", paid: "paid", void: "void" }, validate: true

  validates :number, presence: true, uniqueness: true
  validates :issued_on, presence: true

  before_validation :assign_number, on: :create

  scope :for_month, ->(month) { where(issued_on: month.all_month) }

  def subtotal
    lines.sum(&:amount)
  end

  def tax
    (subtotal * BigDecimal("0.10")).floor
  end

  def total
    subtotal + tax
  end

  private

  def assign_number
    self.number ||= "INV-#{Time.zone.today.strftime('%Y%m')}-#{SecureRandom.hex(3).upcase}"
  end
end
