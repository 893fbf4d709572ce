class OrderMailer < ApplicationMailer
  default from: "shop@example.jp"

  def confirmation(order)
    @order = order
    @customer = order.customer
    mail(to: @customer.email, subject: "ご注文ありがとうございます（##{order.number}）")
  end

  def shipped(order)
    @order = order
    mail(to: order.customer.email, subject: "商品を発送しました")
  end
end
