class ApplicationController < ActionController::API
  include ApiErrorRendering

  before_action :authenticate_merchant!

  attr_reader :current_merchant

  private

  def authenticate_merchant!
    token = request.authorization.to_s.delete_prefix("Bearer ")
    @current_merchant = ApiToken.active.find_by(token_digest: ApiToken.digest(token))&.merchant
    render_error(:unauthorized, "invalid_token", "missing or invalid API token") unless @current_merchant
  end
end
