class PatientDocumentsController < ApplicationController
  before_action :authenticate_user!
  before_action :set_patient

  def index
    authorize @patient, :show?
    @documents = @patient.documents.recent_first.with_attached_file
  end

  def create
    authorize @patient, :upload_documents?
    @document = @patient.documents.new(document_params.merge(uploaded_by: current_user))
    if @document.save
      AuditLog.record!(current_user, :document_uploaded, @document)
      redirect_to patient_documents_path(@patient), notice: "Document uploaded."
    else
      @documents = @patient.documents.recent_first.with_attached_file
      render :index, status: :unprocessable_entity
    end
  end

  def destroy
    document = @patient.documents.find(params[:id])
    authorize document
    document.file.purge_later
    document.destroy!
    AuditLog.record!(current_user, :document_deleted, document)
    redirect_to patient_documents_path(@patient), notice: "Document deleted."
  end

  private

  def set_patient
    @patient = Patient.find(params[:patient_id])
  end

  def document_params
    params.require(:patient_document).permit(:title, :kind, :file)
  end
end
