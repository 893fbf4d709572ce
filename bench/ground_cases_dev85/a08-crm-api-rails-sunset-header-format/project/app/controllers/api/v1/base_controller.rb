module Api
  module V1
    class BaseController < ApplicationController
      include V1Deprecation

      rescue_from ActiveRecord::RecordNotFound do |e|
        render json: { error: { code: "not_found", message: "#{e.model} not found" } }, status: :not_found
      end

      private

      def page_params
        page = params.fetch(:page, 1).to_i.clamp(1, 10_000)
        per_page = params.fetch(:per_page, 25).to_i.clamp(1, 100)
        [page, per_page]
      end
    end
  end
end
