# Cron jobs, written to the crontab of hosts with the :cron role by `whenever`.
# Learn more: https://github.com/javan/whenever

set :output, "log/cron.log"
set :environment, ENV.fetch("RAILS_ENV", "production")

every 1.day, at: "1:30 am" do
  rake "billing:mark_overdue"
end

every 1.day, at: "9:00 am" do
  rake "billing:send_reminders"
end

every :sunday, at: "4:00 am" do
  rake "billing:purge_drafts"
end

# 06:00 on the 1st: last month's invoices for accounting
every "0 6 1 * *" do
  rake "billing:export_month"
end
