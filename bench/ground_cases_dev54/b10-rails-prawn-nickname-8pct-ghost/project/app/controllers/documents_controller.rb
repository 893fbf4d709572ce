class DocumentsController < ApplicationController
  before_action :authenticate_user!

  def invoice
    invoice = Invoice.includes(:customer, :lines).find(params[:id])
    send_pdf InvoicePdf.new(invoice, kind: :invoice), "seikyu_#{invoice.number}.pdf"
  end

  def delivery_note
    note = DeliveryNote.includes(:customer, :lines).find(params[:id])
    send_pdf InvoicePdf.new(note, kind: :delivery), "nohin_#{note.number}.pdf"
  end

  private

  def send_pdf(pdf, filename)
    send_data pdf.render, filename: filename, type: "application/pdf", disposition: "inline"
  end
end
