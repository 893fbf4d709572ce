class RefundMailer < ApplicationMailer
  def issued
    @refund = params[:refund]
    @order = @refund.order
    mail(to: @order.email, subject: "Your refund for order #{@order.number}")
  end
end
