# frozen_string_literal: true

class ApplicationController < ActionController::API
  before_action :authenticate!

  private

  def current_user
    @current_user ||= User.find_by(api_token: request.headers["X-Api-Token"])
  end

  def authenticate!
    head :unauthorized unless current_user
  end
end
