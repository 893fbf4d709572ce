class Invoice < ApplicationRecord
  belongs_to :account
  belongs_to :customer
  has_many :line_items, dependent: :destroy

  enum :status, { draft: "draft", sent: "sent", paid: "paid", void: "void" }, validate: true

  validates :number, presence: true, uniqueness: { scope: :account_id }
  validates :currency, inclusion: { in: %w[EUR USD GBP CHF] }

  scope :recent, -> { order(created_at: :desc) }
  scope :open, -> { where(status: %w[draft sent]) }
  scope :overdue, -> { sent.where("due_on < ?", Date.current) }

  def total_cents
    line_items.sum("quantity * unit_cents")
  end

  def overdue?
    sent? && due_on.present? && due_on < Date.current
  end

  def mark_paid!(at: Time.current)
    update!(status: :paid, paid_at: at)
  end

  def as_csv_row
    [number, customer.name, status, issued_on&.iso8601, due_on&.iso8601, format("%.2f", total_cents / 100.0), currency]
  end
end
