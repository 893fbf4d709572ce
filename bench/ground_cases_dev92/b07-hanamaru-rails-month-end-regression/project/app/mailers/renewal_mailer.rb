class RenewalMailer < ApplicationMailer
  def upcoming(subscription)
    @subscription = subscription
    @account = subscription.account
    @renewal_on = subscription.next_renewal_on
    mail(
      to: @account.billing_email,
      subject: "【更新のお知らせ】#{subscription.plan.name}は#{I18n.l(@renewal_on, format: :long)}に更新されます"
    )
  end
end
