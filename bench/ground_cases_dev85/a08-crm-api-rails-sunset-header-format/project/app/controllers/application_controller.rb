class ApplicationController < ActionController::API
  before_action :authenticate!

  private

  def authenticate!
    token = request.authorization.to_s.delete_prefix("Bearer ")
    @api_client = ApiClient.find_by(token: token) if token.present?
    return if @api_client

    render json: { error: { code: "unauthorized", message: "missing or invalid token" } }, status: :unauthorized
  end
end
