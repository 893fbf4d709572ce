# POST /session/keepalive: the idle-warning controller calls this when the
# user clicks "Stay signed in" (or types in a long form, see the JS).
class KeepalivesController < ApplicationController
  skip_before_action :set_current_workspace

  def create
    respond_to do |format|
      format.json do
        render json: {
          expires_in: idle_timeout_seconds,
          warn_in: idle_timeout_seconds - idle_warning_seconds
        }
      end
    end
  end
end
