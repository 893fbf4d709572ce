# frozen_string_literal: true

# One-click unsubscribe from the weekly digest. Linked from the email, so no login.
class UnsubscribesController < ApplicationController
  skip_before_action :authenticate_user!
  skip_forgery_protection only: :create

  # GET /unsubscribe/:token -- confirmation page
  def show
    @user = find_user
  end

  # POST /unsubscribe/:token -- from the page's button or a mail client's one-click
  def create
    user = find_user
    user.update!(digest_opt_in: false)
    respond_to do |format|
      format.html { redirect_to unsubscribe_path(token: params[:token]), notice: "You won't get the digest anymore." }
      format.any { head :ok }
    end
  end

  private

  def find_user
    User.find_by!(unsubscribe_token: params[:token])
  end
end
