class DocumentsController < ApplicationController
  before_action :require_login

  def index
    @documents = current_user.documents.recent.with_attached_file
  end

  def new
    @document = current_user.documents.new
  end

  def create
    @document = current_user.documents.new(document_params)
    if @document.save
      redirect_to documents_path, notice: "Document uploaded."
    else
      render :new, status: :unprocessable_entity
    end
  end

  def destroy
    current_user.documents.find(params[:id]).destroy
    redirect_to documents_path, notice: "Deleted."
  end

  private

  def document_params
    params.require(:document).permit(:title, :file)
  end
end
