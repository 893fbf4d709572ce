class ApplicationMailer < ActionMailer::Base
  default from: "予約受付 <no-reply@yoyaku.example.jp>"
  layout "mailer"
end
