class DigestMailer < ApplicationMailer
  def weekly(user, since: 1.week.ago)
    @user = user
    @notifications = user.unread_notifications_since(since).recent_first.limit(20)
    return if @notifications.empty?

    @unsubscribe_url = unsubscribe_url(token: user.generate_token_for(:unsubscribe))
    headers["List-Unsubscribe"] = "<#{@unsubscribe_url}>"
    headers["List-Unsubscribe-Post"] = "List-Unsubscribe=One-Click"
    I18n.with_locale(user.locale) do
      mail(to: user.email, subject: I18n.t("digest_mailer.weekly.subject"))
    end
  end
end
