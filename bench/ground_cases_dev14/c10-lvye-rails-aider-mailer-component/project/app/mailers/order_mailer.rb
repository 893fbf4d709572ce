class OrderMailer < ApplicationMailer
  default from: "绿野农场 <no-reply@lvye-farm.cn>"

  def confirmation(order)
    @order = order
    @items = order.line_items.includes(:product)
    @total_cents = @items.sum(&:unit_price_cents) - order.discount_cents.to_i
    @track_url = order_url(order)
    mail(to: order.user.email, subject: "订单 #{order.number} 已提交")
  end

  def shipped(order, tracking_number)
    @order = order
    @tracking_number = tracking_number
    @carrier = order.carrier_name.presence || "顺丰速运"
    mail(to: order.user.email, subject: "订单 #{order.number} 已发货")
  end

  def cancelled(order, reason = nil)
    @order = order
    @reason = reason
    mail(to: order.user.email, subject: "订单 #{order.number} 已取消")
  end

  private

  def yuan(cents)
    format("%.2f", cents / 100.0)
  end
  helper_method :yuan
end
