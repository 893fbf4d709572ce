module ApiErrorRendering
  extend ActiveSupport::Concern

  included do
    rescue_from ActiveRecord::RecordNotFound do |e|
      render_error(:not_found, "not_found", "#{e.model.underscore} not found")
    end

    rescue_from ActionController::ParameterMissing do |e|
      render_error(:unprocessable_entity, "invalid_params", e.message)
    end
  end

  private

  # Error body of every API response: {"error": {"code": "...", "message": "..."}}
  def render_error(status, code, message)
    render json: { error: { code: code, message: message } }, status: status
  end
end
