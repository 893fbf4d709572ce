# frozen_string_literal: true

class InvoicesController < ApplicationController
  before_action :require_accounting_role, only: :export

  def index
    @invoices = current_tenant.invoices.includes(:customer).order(issued_on: :desc).page(params[:page])
  end

  def show
    @invoice = current_tenant.invoices.find(params[:id])
  end

  # GET /invoices/export.csv?month=2025-10
  def export
    month = parse_month(params[:month])
    exporter = InvoiceExporter.new(current_tenant.invoices, month: month)
    respond_to do |format|
      format.csv do
        send_data exporter.to_csv, filename: exporter.filename, type: "text/csv; charset=utf-8"
      end
    end
  end

  private

  def parse_month(value)
    Date.strptime(value.to_s, "%Y-%m")
  rescue Date::Error
    Time.zone.today.beginning_of_month
  end
end
