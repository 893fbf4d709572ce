class UserMailer < ApplicationMailer
  def password_reset(user)
    @user = user
    @token = user.generate_token_for(:password_reset)
    mail to: user.email, subject: "Reset your Shiftboard password"
  end

  def shift_reminder(signup)
    @signup = signup
    @shift = signup.shift
    mail to: signup.user.email, subject: "Reminder: #{@shift.title} on #{l(@shift.starts_at.to_date, format: :long)}"
  end
end
