class SessionsController < ApplicationController
  skip_before_action :require_login, only: %i[new create]

  def new
    @return_to = params[:return_to]
  end

  def create
    user = User.find_by(email: params[:email].to_s.downcase.strip)
    if user&.authenticate(params[:password])
      sign_in(user)
      redirect_to(params[:return_to].presence || root_path)
    else
      log_failed_login(params[:email])
      flash.now[:alert] = "邮箱或密码错误"
      @return_to = params[:return_to]
      render :new, status: :unprocessable_entity
    end
  end

  def destroy
    reset_session
    redirect_to login_path, notice: "已退出登录"
  end

  private

  def log_failed_login(email)
    Rails.logger.warn(
      "[login] failed for #{email.to_s.truncate(64)} from #{request.remote_ip}"
    )
  end
end
