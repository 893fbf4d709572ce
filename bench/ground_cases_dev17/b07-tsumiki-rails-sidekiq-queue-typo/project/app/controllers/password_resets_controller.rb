class PasswordResetsController < ApplicationController
  skip_before_action :require_login

  def new; end

  def create
    user = User.find_by(email: params[:email].to_s.downcase.strip)
    if user
      user.generate_reset_token!
      UserMailer.with(user: user).password_reset.deliver_later
    end
    # メールアドレスの存在は教えない
    redirect_to login_path, notice: t(".sent")
  end

  def edit
    @user = User.find_by_valid_reset_token(params[:token])
    redirect_to new_password_reset_path, alert: t(".expired") unless @user
  end

  def update
    @user = User.find_by_valid_reset_token(params[:token])
    return redirect_to(new_password_reset_path, alert: t(".expired")) unless @user

    if @user.update(password_params.merge(reset_token_digest: nil, reset_sent_at: nil))
      redirect_to login_path, notice: t(".updated")
    else
      render :edit, status: :unprocessable_entity
    end
  end

  private

  def password_params
    params.require(:user).permit(:password, :password_confirmation)
  end
end
