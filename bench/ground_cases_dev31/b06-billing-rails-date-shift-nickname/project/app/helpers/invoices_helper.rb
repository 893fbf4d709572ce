module InvoicesHelper
  # 発行日は Time.zone（Tokyo）での日付で表示する
  def issued_date(invoice)
    return "" if invoice.issued_at.nil?

    l(invoice.issued_at.to_date, format: :slash)
  end

  def status_badge(invoice)
    css = {
      "draft" => "badge-secondary",
      "issued" => "badge-primary",
      "paid" => "badge-success",
      "void" => "badge-dark"
    }.fetch(invoice.status, "badge-light")
    content_tag(:span, t("invoice.status.#{invoice.status}"), class: "badge #{css}")
  end
end
