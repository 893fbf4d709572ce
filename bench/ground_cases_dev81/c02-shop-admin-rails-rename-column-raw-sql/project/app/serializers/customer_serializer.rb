class CustomerSerializer < ActiveModel::Serializer
  attributes :id, :name, :email, :phone, :vip, :created_at, :orders_count, :total_spent

  def phone
    object.masked_phone
  end

  def orders_count
    object.orders.size
  end

  def total_spent
    object.total_spent_cents / 100.0
  end
end
