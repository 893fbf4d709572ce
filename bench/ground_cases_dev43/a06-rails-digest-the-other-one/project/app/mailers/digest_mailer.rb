class DigestMailer < ApplicationMailer
  default from: "Teamspace <digest@teamspace.app>"

  MAX_ITEMS = 20

  # Everything that happened in the user's projects since their last digest.
  def weekly(user)
    @user = user
    since = user.digest_sent_at || 1.week.ago
    @items = user.visible_activities
                 .where("activities.created_at > ?", since)
                 .order(created_at: :desc)
                 .limit(MAX_ITEMS)
    @more = [user.visible_activities.where("activities.created_at > ?", since).count - MAX_ITEMS, 0].max

    I18n.with_locale(user.locale || I18n.default_locale) do
      mail(to: user.email, subject: t("digest_mailer.weekly.subject", count: @items.size))
    end
  end

  def unsubscribe_url_for(user)
    Rails.application.routes.url_helpers.digest_unsubscribe_url(token: user.digest_token)
  end
  helper_method :unsubscribe_url_for

  private

  def empty?
    @items.empty?
  end
end
