class InvoiceSerializer < ActiveModel::Serializer
  attributes :id,
             :number,
             :status,
             :amount,
             :issued_on,
             :paid_on,
             :due_on,
             :order_number

  def amount
    {
      value: object.amount_cents / 100,
      currency: "JPY"
    }
  end

  def issued_on
    object.issued_at.strftime("%Y-%m-%d")
  end

  def paid_on
    object.paid_at.strftime("%Y-%m-%d")
  end

  def due_on
    (object.issued_at.to_date + object.payment_terms_days).iso8601
  end

  def order_number
    object.order&.number
  end

  def status
    object.paid_at.present? ? "paid" : "unpaid"
  end
end
