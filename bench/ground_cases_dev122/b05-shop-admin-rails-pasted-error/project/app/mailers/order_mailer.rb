class OrderMailer < ApplicationMailer
  default from: "shop@example.jp"

  def shipped(order, to)
    @order = order
    @tracking_url = tracking_url_for(order.tracking_number)
    mail(to: to, subject: "ご注文の商品を発送しました（注文番号: #{order.number}）")
  end

  def cancelled(order, to)
    @order = order
    mail(to: to, subject: "ご注文をキャンセルしました")
  end

  private

  def tracking_url_for(number)
    return nil if number.blank?

    "https://track.example-post.jp/?no=#{number}"
  end
end
