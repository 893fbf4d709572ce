module Api
  module V2
    class BaseController < ApplicationController
      rescue_from ActiveRecord::RecordNotFound do |e|
        render json: { error: { code: "not_found", message: "#{e.model} not found" } }, status: :not_found
      end

      rescue_from ActionController::ParameterMissing do |e|
        render json: { error: { code: "invalid_request", message: e.message } }, status: :bad_request
      end

      private

      def cursor_params
        limit = params.fetch(:limit, 25).to_i.clamp(1, 100)
        after = params[:after].presence && Integer(params[:after], exception: false)
        [limit, after]
      end
    end
  end
end
