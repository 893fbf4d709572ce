class DigestMailer < ApplicationMailer
  def weekly(user, cards, week_start)
    @user = user
    @cards = cards
    @week_start = week_start
    @unsubscribe_url = unsubscribe_url(token: user.unsubscribe_token)

    headers["List-Unsubscribe"] = "<#{@unsubscribe_url}>"
    headers["List-Unsubscribe-Post"] = "List-Unsubscribe=One-Click"

    I18n.with_locale(user.locale || I18n.default_locale) do
      mail(
        to: user.email,
        subject: t(".subject", count: cards.size, week: I18n.l(week_start, format: :short))
      )
    end
  end
end
