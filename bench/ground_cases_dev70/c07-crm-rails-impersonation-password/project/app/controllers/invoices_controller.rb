require "csv"

class InvoicesController < ApplicationController
  def index
    @invoices = policy_scope(Invoice).includes(:customer).order(issued_on: :desc)
  end

  def show
    @invoice = Invoice.find(params[:id])
    authorize @invoice
  end

  def export
    authorize Invoice, :export?
    invoices = policy_scope(Invoice).includes(:customer).order(:issued_on)
    audit!("invoice.exported", nil, count: invoices.size)
    csv = CSV.generate do |out|
      out << %w[编号 客户 金额 开票日期 状态]
      invoices.each do |inv|
        out << [inv.number, inv.customer.name, inv.amount.to_s("F"), inv.issued_on, inv.status]
      end
    end
    send_data csv, filename: "invoices-#{Date.current}.csv", type: "text/csv; charset=utf-8"
  end
end
