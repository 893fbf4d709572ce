require "sequel"

DB = Sequel.connect(ENV.fetch("DATABASE_URL"))

module Orders
  module_function

  def mark_paid(order_id, payment_intent)
    DB[:orders].where(id: order_id.to_i).update(
      status: "paid",
      payment_intent: payment_intent,
      paid_at: Time.now
    )
  end

  def mark_refunded(payment_intent)
    DB[:orders].where(payment_intent: payment_intent).update(
      status: "refunded",
      refunded_at: Time.now
    )
  end

  def find(order_id)
    DB[:orders].where(id: order_id.to_i).first
  end

  def recent(limit = 20)
    DB[:orders].reverse(:created_at).limit(limit).all
  end

  def paid_between(from, to)
    DB[:orders].where(status: "paid").where { (paid_at >= from) & (paid_at < to) }.all
  end
end
