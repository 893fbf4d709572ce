class InvoicesController < ApplicationController
  def index
    workspace = Workspace.find(params[:workspace_id])
    render json: workspace.invoices.order(issued_on: :desc).limit(24)
  end

  def show
    invoice = Invoice.find_by!(workspace_id: params[:workspace_id], id: params[:id])
    render json: invoice.as_json(include: :items)
  end
end
