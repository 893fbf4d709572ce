class UnsubscribesController < ApplicationController
  skip_before_action :require_login
  skip_forgery_protection only: :create

  # GET /unsubscribe?token=... shows a confirmation page
  def show
    @user = find_user
    head :not_found unless @user
  end

  # POST /unsubscribe (the button, and one-click from the mail client)
  def create
    user = find_user
    return head :not_found unless user

    user.unsubscribe!
    respond_to do |format|
      format.html { redirect_to unsubscribe_path(token: params[:token]), notice: "You won't get e-mails from us anymore." }
      format.any { head :ok }
    end
  end

  private

  def find_user
    User.find_signed(params[:token], purpose: :unsubscribe)
  end
end
