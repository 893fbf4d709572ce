class Invoice < ApplicationRecord
  belongs_to :customer
  has_many :payments, dependent: :restrict_with_error
  has_many :lines, class_name: "InvoiceLine", dependent: :destroy

  enum :status, { draft: 0, issued: 1, paid: 2, void: 3 }

  validates :number, presence: true, uniqueness: true
  validates :due_on, presence: true, unless: :draft?

  scope :recent, -> { order(issued_at: :desc) }
  scope :unpaid, -> { where(status: :issued) }

  def paid_amount
    payments.sum(:amount)
  end

  def balance
    total_amount - paid_amount
  end

  def overdue?(today = Time.zone.today)
    return false unless issued?
    due_on < today
  end

  def issue!(at: Time.current)
    update!(status: :issued, issued_at: at)
  end
end
