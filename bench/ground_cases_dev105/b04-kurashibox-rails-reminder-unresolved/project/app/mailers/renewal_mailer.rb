class RenewalMailer < ApplicationMailer
  default from: "no-reply@kurashi-box.jp"

  def reminder
    @subscription = params[:subscription]
    @user = @subscription.user
    @price = @subscription.price_yen
    @renews_on = @subscription.renews_on

    I18n.with_locale(@user.locale_for_mail) do
      mail(
        to: @user.email,
        subject: I18n.t("renewal_mailer.reminder.subject", date: I18n.l(@renews_on, format: :short_md))
      )
    end
  end

  def renewed
    @subscription = params[:subscription]
    @user = @subscription.user
    @next_on = @subscription.renews_on

    I18n.with_locale(@user.locale_for_mail) do
      mail(
        to: @user.email,
        subject: I18n.t("renewal_mailer.renewed.subject")
      )
    end
  end

  private

  def format_yen(amount)
    ActiveSupport::NumberHelper.number_to_currency(amount, unit: "円", format: "%n%u", precision: 0)
  end
end
