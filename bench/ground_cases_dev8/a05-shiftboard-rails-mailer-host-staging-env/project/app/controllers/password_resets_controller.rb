class PasswordResetsController < ApplicationController
  skip_before_action :require_login

  def new
  end

  def create
    if (user = User.find_by(email: params[:email].to_s.downcase.strip))
      UserMailer.password_reset(user).deliver_later
    end
    redirect_to login_path, notice: "If that address is registered, a reset link is on its way."
  end

  def edit
    @user = User.find_by_token_for!(:password_reset, params[:id])
  rescue ActiveSupport::MessageVerifier::InvalidSignature
    redirect_to new_password_reset_path, alert: "That link has expired. Please request a new one."
  end

  def update
    @user = User.find_by_token_for!(:password_reset, params[:id])
    if @user.update(params.require(:user).permit(:password, :password_confirmation))
      redirect_to login_path, notice: "Password updated. You can log in now."
    else
      render :edit, status: :unprocessable_entity
    end
  end
end
