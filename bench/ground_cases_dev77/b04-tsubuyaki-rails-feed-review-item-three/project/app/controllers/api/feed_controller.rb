# frozen_string_literal: true

module Api
  class FeedController < ApplicationController
    rescue_from ArgumentError, with: :invalid_cursor

    def index
      limit = params.fetch(:limit, 20).to_i
      posts, next_cursor = FeedQuery.new(current_user, cursor: params[:cursor], limit: limit).call

      render json: {
        posts: posts.map(&:as_feed_json),
        next_cursor: next_cursor
      }
    end

    private

    def invalid_cursor
      render json: { error: "invalid_cursor" }, status: :bad_request
    end
  end
end
