module Api
  class FeedController < ApplicationController
    before_action :authenticate_user!

    def index
      query = FeedQuery.new(current_user, cursor: params[:cursor], limit: params[:limit])
      @posts = query.call
      @next_cursor = query.next_cursor(@posts)
    end
  end
end
