module ApplicationHelper
  def money(amount, currency = 'EUR')
    number_to_currency(amount, unit: currency, format: '%n %u', separator: ',', delimiter: '.')
  end

  def pdf_download_link(invoice)
    filename = ERB::Util.url_encode("invoice-#{invoice.number_for_print}.pdf")
    link_to 'PDF', invoice_path(invoice, format: :pdf), download: filename
  end

  def status_badge(invoice)
    if invoice.finalized_at
      content_tag(:span, 'final', class: 'badge badge-final')
    else
      content_tag(:span, 'draft', class: 'badge badge-draft')
    end
  end
end
