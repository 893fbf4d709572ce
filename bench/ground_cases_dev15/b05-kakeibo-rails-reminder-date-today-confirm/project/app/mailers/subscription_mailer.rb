class SubscriptionMailer < ApplicationMailer
  def renewal_reminder(subscription)
    @subscription = subscription
    @user = subscription.user
    @plan = subscription.plan
    @days = subscription.days_until_renewal

    mail(
      to: @user.email,
      subject: "【Kakeibo Pro】#{l(subscription.renews_on, format: :long)}に自動更新されます"
    )
  end

  def renewed(subscription)
    @subscription = subscription
    @user = subscription.user
    mail(to: @user.email, subject: "【Kakeibo Pro】プランを更新しました")
  end

  def payment_failed(subscription, error_message)
    @subscription = subscription
    @user = subscription.user
    @error_message = error_message
    mail(to: @user.email, subject: "【Kakeibo Pro】お支払いに失敗しました")
  end
end
