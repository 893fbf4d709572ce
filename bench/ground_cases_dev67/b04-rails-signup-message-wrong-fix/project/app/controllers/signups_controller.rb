class SignupsController < ApplicationController
  skip_before_action :require_login
  before_action :redirect_if_logged_in

  def new
    @form = SignupForm.new
  end

  def create
    @form = SignupForm.new(signup_params)
    if @form.save
      start_session_for(@form.user)
      redirect_to onboarding_path, notice: t(".welcome")
    else
      render :new, status: :unprocessable_entity
    end
  end

  private

  def signup_params
    params.require(:signup_form).permit(:email, :display_name, :password, :terms)
  end

  def redirect_if_logged_in
    redirect_to root_path if current_user
  end
end
