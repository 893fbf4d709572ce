class RenewalMailer < ApplicationMailer
  default from: "TidyHQ Billing <billing@tidyhq.example>"

  def reminder(subscription)
    @subscription = subscription
    @amount = subscription.renewal_amount
    mail(
      to: subscription.account.billing_email,
      subject: "Your #{subscription.plan.name} plan renews in #{Subscription::REMINDER_WINDOW.in_days.to_i} days"
    )
  end

  def renewed(subscription, invoice)
    @subscription = subscription
    @invoice = invoice
    attachments["#{invoice.number}.pdf"] = invoice.pdf.download if invoice.pdf.attached?
    mail(
      to: subscription.account.billing_email,
      subject: "Receipt for your #{subscription.plan.name} plan (#{invoice.number})"
    )
  end

  def payment_failed(subscription, attempt)
    @subscription = subscription
    @attempt = attempt
    @retry_on = attempt.next_retry_on
    mail(
      to: subscription.account.billing_email,
      subject: "We couldn't charge your card for #{subscription.plan.name}"
    )
  end
end
