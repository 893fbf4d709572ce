class Order < ApplicationRecord
  belongs_to :customer
  has_many :line_items, dependent: :destroy

  enum :status, { pending: 0, paid: 1, shipped: 2, cancelled: 3 }

  validates :number, presence: true, uniqueness: true
  validates :total_cents, numericality: { greater_than_or_equal_to: 0 }

  after_save :send_confirmation

  def mark_paid!(paid_at: Time.current)
    update!(status: :paid, paid_at: paid_at)
  end

  def total
    Money.new(total_cents, currency)
  end

  private

  def send_confirmation
    return unless pending? || paid?

    OrderMailerJob.perform_later(id)
  end
end
