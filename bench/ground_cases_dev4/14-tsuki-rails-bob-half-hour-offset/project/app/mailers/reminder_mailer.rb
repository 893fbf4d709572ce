class ReminderMailer < ApplicationMailer
  def daily
    @user = params[:user]
    @reminders = @user.reminders.active
    mail(to: @user.email, subject: "Your reminders for today")
  end
end
