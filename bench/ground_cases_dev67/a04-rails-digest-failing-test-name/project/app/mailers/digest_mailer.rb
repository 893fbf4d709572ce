class DigestMailer < ApplicationMailer
  default from: "Tally <digest@tally.app>"

  def weekly
    @user = params[:user]
    @hours = @user.hours_last_week.round(1)
    @top_projects = @user.projects
                         .joins(:entries)
                         .where(entries: { started_at: 1.week.ago.all_week })
                         .group("projects.id")
                         .order(Arel.sql("SUM(entries.minutes) DESC"))
                         .limit(3)
    @unsubscribe_url = unsubscribe_url(token: @user.signed_id(purpose: :unsubscribe))

    Time.use_zone(@user.time_zone_or_default) do
      mail(
        to: @user.email,
        subject: "Your week at Tally",
      )
    end
  end

  def reminder
    @user = params[:user]
    @missing_days = params[:missing_days]
    mail(to: @user.email, subject: "Don't forget to log your hours")
  end

  private

  def unsubscribe_url(token:)
    Rails.application.routes.url_helpers.unsubscribe_url(token: token, host: default_url_options[:host])
  end
end
