class ApplicationMailer < ActionMailer::Base
  default from: "CRM <noreply@crm.example.com>"
  layout "mailer"
end
