class UnsubscribesController < ApplicationController
  skip_before_action :authenticate_user!
  layout "minimal"

  # GET shows a confirmation page (mail scanners follow links, so GET must not unsubscribe)
  def show
    @preference = find_preference
  end

  # POST (the button, or List-Unsubscribe-Post one-click) unsubscribes
  def create
    preference = find_preference
    preference.unsubscribe_all!
    respond_to do |format|
      format.html { redirect_to unsubscribe_path(params[:token]), notice: t("unsubscribes.done") }
      format.any { head :ok }
    end
  end

  private

  def find_preference
    NotificationPreference.find_by!(unsubscribe_token: params[:token])
  end
end
