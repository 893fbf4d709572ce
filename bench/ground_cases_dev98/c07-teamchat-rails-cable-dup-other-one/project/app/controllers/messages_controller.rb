class MessagesController < ApplicationController
  before_action :set_room
  before_action :set_own_message, only: %i[update destroy]

  PAGE_SIZE = 50
  MAX_PAGE_SIZE = 100

  # GET /rooms/:room_id/messages?before_id=123&limit=50 -- older pages for scroll-up
  def index
    limit = params.fetch(:limit, PAGE_SIZE).to_i.clamp(1, MAX_PAGE_SIZE)
    messages = @room.messages.includes(:user).before(params[:before_id]).order(id: :desc).limit(limit)
    render json: messages.reverse.map { |message| message.as_broadcast("create") }
  end

  def update
    @message.update!(body: params.require(:body), edited_at: Time.current)
    head :no_content
  end

  def destroy
    @message.destroy!
    RoomChannel.broadcast_to(@room, { action: "destroy", id: @message.id })
    head :no_content
  end

  private

  def set_room
    @room = current_user.rooms.find(params[:room_id])
  end

  def set_own_message
    @message = @room.messages.find_by!(id: params[:id], user: current_user)
  end
end
