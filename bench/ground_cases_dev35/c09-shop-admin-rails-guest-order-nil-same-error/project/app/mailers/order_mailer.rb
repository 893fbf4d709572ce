# frozen_string_literal: true

class OrderMailer < ApplicationMailer
  default from: "订单通知 <noreply@shop-inner.com>"

  # 支付成功通知, 游客订单发到下单时填的邮箱
  def paid(order)
    @order = order
    @to = @order.user&.email || @order.guest_email
    return if @to.blank?

    mail(to: @to, subject: "订单 #{@order.order_no} 支付成功")
  end

  def shipped(order)
    @order = order
    @to = @order.user&.email || @order.guest_email
    return if @to.blank?

    mail(to: @to, subject: "订单 #{@order.order_no} 已发货")
  end
end
