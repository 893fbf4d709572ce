class CrewMailer < ApplicationMailer
  # Sent when someone is added to a crew by its owner.
  def invited(membership)
    @membership = membership
    @crew = membership.crew
    @user = membership.user
    mail to: @user.email, subject: "You've been added to #{@crew.name} on CrewLog"
  end

  # Weekly summary of logged hours, sent Monday 07:00 crew time.
  def weekly_digest(crew, week_start)
    @crew = crew
    @week = week_start.all_week
    @entries = crew.log_entries.where(worked_on: @week).includes(:user)
    @totals = @entries.group_by(&:user).transform_values { |es| es.sum(&:hours) }
    mail to: crew.owner.email, subject: "CrewLog: week of #{week_start.to_fs(:long)}"
  end

  # Owner is told when a crew member's hours exceed the weekly cap.
  def over_cap(crew, user, hours)
    @crew = crew
    @user = user
    @hours = hours
    mail to: crew.owner.email, subject: "#{user.name} logged #{hours}h this week"
  end

  private

  def default_url_options
    Rails.application.config.action_mailer.default_url_options
  end
end
