class AttachmentsController < ApplicationController
  before_action :authenticate_user!
  before_action :set_ticket

  def create
    attachment = @ticket.attachments.build(file: params.require(:file), uploaded_by: current_user)
    if attachment.save
      render json: { id: attachment.id, filename: attachment.file.filename.to_s }, status: :created
    else
      render json: { errors: attachment.errors.full_messages }, status: :unprocessable_entity
    end
  end

  def destroy
    attachment = @ticket.attachments.find(params[:id])
    attachment.file.purge_later
    attachment.destroy!
    head :no_content
  end

  private

  def set_ticket
    @ticket = current_user.visible_tickets.find(params[:ticket_id])
  end
end
