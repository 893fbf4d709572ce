# Preview all emails at http://localhost:3000/rails/mailers/user_mailer
class UserMailerPreview < ActionMailer::Preview
  def password_reset
    UserMailer.password_reset(User.first || FactoryBot.build_stubbed(:user))
  end

  def invitation
    UserMailer.invitation(Invite.first)
  end

  def email_changed
    user = User.first
    UserMailer.email_changed(user, "old-#{user.email_address}")
  end
end
