class SessionsController < ApplicationController
  skip_before_action :authenticate!, only: %i[create refresh]

  def create
    user = User.find_by(email: params.require(:email).to_s.downcase.strip)
    if user&.authenticate(params.require(:password))
      render json: { token: issuer.issue(user.id), user: { id: user.id, name: user.name } }
    else
      Rails.logger.warn("auth: login failed email=#{params[:email]} ip=#{request.remote_ip} " \
                        "ua=#{request.user_agent.to_s.truncate(120).inspect}")
      render json: { error: "invalid email or password" }, status: :unauthorized
    end
  end

  def refresh
    token = request.authorization.to_s.delete_prefix("Bearer ")
    render json: { token: issuer.refresh(token) }
  rescue TokenIssuer::Expired, TokenIssuer::Invalid => e
    Rails.logger.info("auth: refresh refused (#{e.message})")
    render json: { error: "please log in again", code: "AUTH_EXPIRED" }, status: :unauthorized
  end

  def destroy
    head :no_content
  end

  private

  def issuer
    @issuer ||= TokenIssuer.from_config
  end
end
