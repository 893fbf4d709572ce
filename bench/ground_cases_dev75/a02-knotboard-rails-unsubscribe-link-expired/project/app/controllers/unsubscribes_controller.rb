class UnsubscribesController < ApplicationController
  skip_before_action :require_login
  skip_forgery_protection only: :create

  before_action :load_user

  def show
  end

  def create
    @user.update!(digest_opt_in: false)
    respond_to do |format|
      format.html { render :done }
      format.any { head :ok }
    end
  end

  private

  def load_user
    @user = User.find_by_token_for(:unsubscribe, params[:token])
    render :invalid, status: :not_found unless @user
  end
end
