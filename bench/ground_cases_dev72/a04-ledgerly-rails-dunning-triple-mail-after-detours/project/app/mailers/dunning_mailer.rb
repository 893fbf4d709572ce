class DunningMailer < ApplicationMailer
  SUBJECTS = {
    1 => "Your payment failed",
    2 => "Reminder: your payment failed",
    3 => "Final notice: your workspace will be suspended",
  }.freeze

  def payment_failed
    @invoice = params[:invoice]
    @step = params[:step]
    @update_url = billing_portal_url(workspace_id: @invoice.workspace_id)
    mail(to: @invoice.workspace.billing_email, subject: SUBJECTS.fetch(@step))
  end
end
