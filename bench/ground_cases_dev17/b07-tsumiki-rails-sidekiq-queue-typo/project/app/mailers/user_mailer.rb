class UserMailer < ApplicationMailer
  def password_reset
    @user = params[:user]
    @url = edit_password_reset_url(token: @user.reset_token)
    mail to: @user.email, subject: t(".subject")
  end

  def welcome
    @user = params[:user]
    mail to: @user.email, subject: t(".subject")
  end

  def weekly_digest
    @user = params[:user]
    @items = params[:items]
    mail to: @user.email, subject: t(".subject", count: @items.size)
  end
end
