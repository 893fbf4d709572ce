# Tells the uploader how a sales CSV import went.
class ImportMailer < ApplicationMailer
  MAX_LISTED = 50
  default reply_to: "data-ops@example.com"

  def finished(sales_import)
    @import = sales_import
    @errors = listed_errors(sales_import)
    @more = [sales_import.failed_rows - @errors.size, 0].max
    mail(to: recipient(sales_import), subject: subject_for(sales_import))
  end

  private

  def listed_errors(sales_import)
    Array(sales_import.errors_detail).first(MAX_LISTED)
  end

  def recipient(sales_import)
    sales_import.uploaded_by.email
  end

  def subject_for(sales_import)
    if sales_import.failed_rows.zero?
      "销售数据导入完成：#{sales_import.imported_rows} 行全部成功"
    else
      "销售数据导入完成：成功 #{sales_import.imported_rows} 行，失败 #{sales_import.failed_rows} 行"
    end
  end
end
