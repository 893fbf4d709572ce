class ExportsController < ApplicationController
  before_action :authenticate_user!

  def create
    export = current_user.account.exports.create!(user: current_user, status: "queued")
    ContactsExportJob.perform_later(export.id)
    render json: { id: export.id, status: export.status }, status: :accepted
  end

  def show
    export = current_user.account.exports.find(params[:id])
    if export.ready?
      redirect_to rails_blob_path(export.file, disposition: "attachment")
    else
      render json: { status: export.status }, status: :accepted
    end
  end

  private

  def export_params
    params.permit(:format)
  end
end
