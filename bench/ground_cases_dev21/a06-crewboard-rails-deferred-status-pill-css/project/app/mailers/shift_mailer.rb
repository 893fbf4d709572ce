class ShiftMailer < ApplicationMailer
  default from: "Crewboard <shifts@crewboard.app>"

  def assigned(shift)
    @shift = shift
    @user = shift.assignee
    mail(to: @user.email, subject: "You're on: #{shift.role_name} on #{l(shift.starts_at, format: :short)}")
  end

  def reminder(shift)
    @shift = shift
    @user = shift.assignee
    mail(to: @user.email, subject: "Reminder: #{shift.role_name} tomorrow at #{l(shift.starts_at, format: :time_only)}")
  end

  def cancelled(shift, user)
    @shift = shift
    @user = user
    mail(to: user.email, subject: "Shift cancelled: #{shift.role_name}")
  end
end
