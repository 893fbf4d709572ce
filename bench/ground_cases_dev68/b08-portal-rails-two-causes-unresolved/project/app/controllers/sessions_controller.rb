class SessionsController < ApplicationController
  skip_before_action :require_login, only: [:new, :create]

  def new
  end

  def create
    user = User.find_by(login_id: params[:login_id])
    if user && user.authenticate(params[:password])
      reset_session
      session[:user_id] = user.id
      redirect_to root_path
    else
      flash.now[:alert] = 'ログインIDまたはパスワードが違います'
      render :new
    end
  end

  def destroy
    reset_session
    redirect_to login_path
  end
end
