class Statement < ApplicationRecord
  belongs_to :customer
  has_many :lines, class_name: "StatementLine", dependent: :destroy

  def self.build_for(customer, period)
    statement = new(customer: customer, period: period)
    customer.orders.shipped.where(shipped_on: period.all_month).find_each do |order|
      statement.lines.build(
        order: order,
        description: order.summary,
        amount: order.total_excl_tax,
        tax: order.tax
      )
    end
    statement
  end

  def total
    lines.sum { |l| l.amount + l.tax }
  end

  def due_on
    (period.next_month.end_of_month).to_date
  end

  def number
    format("S%s-%06d", period.strftime("%Y%m"), customer_id)
  end

  def empty?
    lines.empty?
  end
end
