module Sessions
  class TwoFactorController < ApplicationController
    skip_before_action :require_login
    before_action :load_pending_user

    def new
    end

    def create
      if TwoFactorVerifier.new(@user).verify(params[:code])
        session.delete(:pending_user_id)
        reset_session
        session[:user_id] = @user.id
        redirect_to after_login_path, notice: t(".success")
      else
        @user.increment!(:failed_otp_attempts)
        flash.now[:alert] = t(".invalid_code")
        render :new, status: :unprocessable_entity
      end
    end

    private

    def load_pending_user
      @user = User.find_by(id: session[:pending_user_id])
      redirect_to new_session_path, alert: t("sessions.expired") if @user.nil?
    end
  end
end
