class UserMailer < ApplicationMailer
  def password_reset(user)
    @user = user
    @token = user.generate_token_for(:password_reset)
    @expires_in = User::PASSWORD_RESET_TTL
    mail to: @user.email_address, subject: t(".subject")
  end

  def invitation(invite)
    @invite = invite
    @inviter = invite.inviter
    mail to: invite.email, subject: t(".subject", team: invite.team.name)
  end

  def email_changed(user, previous_email)
    @user = user
    mail to: previous_email, subject: t(".subject")
  end
end
