class MessagesController < ApplicationController
  before_action :authenticate_user!
  before_action :set_room

  DEFAULT_PER_PAGE = 50
  MAX_PER_PAGE = 100

  # GET /rooms/:room_id/messages?before=<id>&per_page=50
  # One page of history, newest first, and the cursor for the page before it.
  def index
    per_page = page_size
    messages = @room.messages.includes(:user)
                     .before_cursor(params[:before])
                     .newest_first
                     .limit(per_page + 1)
                     .to_a
    has_more = messages.size > per_page
    messages = messages.first(per_page)

    render json: {
      messages: messages.map(&:as_payload),
      next_cursor: has_more ? messages.last.id : nil
    }
  end

  # POST /rooms/:room_id/messages
  def create
    message = @room.messages.create!(user: current_user, body: params.require(:body))
    render json: message.as_payload, status: :created
  end

  private

  # per_page from the query, or the default when it is missing, not a positive
  # number, or garbage; never more than MAX_PER_PAGE.
  def page_size
    requested = Integer(params[:per_page], exception: false)
    return DEFAULT_PER_PAGE if requested.nil? || requested <= 0

    [requested, MAX_PER_PAGE].min
  end

  def set_room
    @room = current_user.rooms.find(params[:room_id])
  end
end
