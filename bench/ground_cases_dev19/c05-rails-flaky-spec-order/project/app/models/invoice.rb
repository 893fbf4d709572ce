class Invoice < ApplicationRecord
  belongs_to :account
  has_many :line_items, dependent: :destroy

  enum status: { draft: 0, sent: 1, paid: 2, void: 3 }

  validates :number, presence: true, uniqueness: { scope: :account_id }
  validates :issued_on, presence: true

  scope :for_account, ->(account) { where(account_id: account.id) }
  scope :unpaid, -> { where(status: %i[draft sent]) }

  def total_cents
    line_items.sum("quantity * unit_price_cents")
  end

  def overdue?(today = Date.current)
    sent? && due_on.present? && due_on < today
  end

  def self.overdue_summary(account, today = Date.current)
    overdue = for_account(account).unpaid.includes(:line_items).select { |inv| inv.overdue?(today) }
    buckets = { "1-30" => 0, "31-60" => 0, "61-90" => 0, "90+" => 0 }
    overdue.each { |inv| buckets[age_bucket((today - inv.due_on).to_i)] += inv.total_cents }
    {
      count: overdue.size,
      total_cents: buckets.values.sum,
      oldest_due_on: overdue.map(&:due_on).min,
      buckets: buckets
    }
  end

  def self.age_bucket(days)
    if days <= 30 then "1-30"
    elsif days <= 60 then "31-60"
    elsif days <= 90 then "61-90"
    else "90+"
    end
  end
end
