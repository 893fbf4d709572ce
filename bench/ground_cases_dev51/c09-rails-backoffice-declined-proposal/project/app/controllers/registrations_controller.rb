class RegistrationsController < ApplicationController
  skip_before_action :require_login, only: [:new, :create]
  before_action :redirect_if_logged_in, only: [:new, :create]

  def new
    @user = User.new
  end

  def create
    @user = User.new(user_params)
    if @user.save
      session[:user_id] = @user.id
      UserMailer.with(user: @user).welcome.deliver_later
      redirect_to root_path, notice: "注册成功，欢迎加入！"
    else
      flash.now[:alert] = "注册失败，请检查下面标红的字段。"
      render :new, status: :unprocessable_entity
    end
  end

  private

  def user_params
    params.require(:user).permit(:name, :email, :password, :password_confirmation)
  end

  def redirect_if_logged_in
    redirect_to root_path if current_user.present?
  end
end
