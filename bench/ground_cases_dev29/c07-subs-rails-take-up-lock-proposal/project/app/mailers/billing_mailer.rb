class BillingMailer < ApplicationMailer
  def receipt(subscription, charge)
    @subscription = subscription
    @user = subscription.user
    @plan = subscription.plan
    @amount = format("%.2f", charge.amount_cents / 100.0)
    @charge_id = charge.id
    mail(to: @user.email, subject: "【订阅】#{@plan.name} 续费成功")
  end

  def payment_failed(subscription, reason)
    @subscription = subscription
    @user = subscription.user
    @reason = reason
    mail(to: @user.email, subject: "【订阅】续费失败，请更新支付方式")
  end
end
