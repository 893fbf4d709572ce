# frozen_string_literal: true

class OrderSerializer < ActiveModel::Serializer
  attributes :id,
             :order_no,
             :status,
             :status_label,
             :total_cents,
             :currency,
             :created_at,
             :paid_at,
             :customer_name,
             :customer_phone,
             :items_count

  has_many :line_items, if: -> { instance_options[:with_items] }

  STATUS_LABELS = {
    "pending" => "待支付",
    "paid" => "已支付",
    "shipped" => "已发货",
    "completed" => "已完成",
    "cancelled" => "已取消",
    "refunded" => "已退款"
  }.freeze

  def status_label
    STATUS_LABELS.fetch(object.status, object.status)
  end

  def customer_name
    object.user.name
  end

  def customer_phone
    phone = object.user&.phone || object.guest_phone
    phone&.sub(/(\d{3})\d{4}(\d{4})/, '\1****\2')
  end

  def items_count
    object.line_items.sum(&:quantity)
  end
end
