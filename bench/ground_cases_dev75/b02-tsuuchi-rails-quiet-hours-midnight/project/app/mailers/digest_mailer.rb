class DigestMailer < ApplicationMailer
  def daily(user, notifications)
    @user = user
    @notifications = notifications
    @unsubscribe_url = unsubscribe_url(user.notification_preference.unsubscribe_token)
    headers["List-Unsubscribe"] = "<#{@unsubscribe_url}>"
    headers["List-Unsubscribe-Post"] = "List-Unsubscribe=One-Click"

    I18n.with_locale(user.locale || I18n.default_locale) do
      mail(to: user.email, subject: t("digest_mailer.daily.subject", count: notifications.size))
    end
  end
end
