class SubscriptionMailer < ApplicationMailer
  def expiry_reminder(subscription, days)
    @subscription = subscription
    @account = subscription.account
    @days = days
    @renew_url = billing_renew_url(subscription_id: subscription.id)

    subject = days == 1 ? "您的订阅明天到期" : "您的订阅将在 #{days} 天后到期"
    mail(to: @account.owner_email, subject: subject)
  end

  def renewed(subscription)
    @subscription = subscription
    mail(to: subscription.account.owner_email, subject: "续费成功")
  end
end
