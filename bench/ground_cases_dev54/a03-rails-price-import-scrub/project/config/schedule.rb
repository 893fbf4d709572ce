# Managed by whenever: `bundle exec whenever --update-crontab shopfloor`
set :output, "/var/log/shopfloor/cron.log"
job_type :rake, "cd :path && RAILS_ENV=:environment bundle exec rake :task --silent :output"

every 1.day, at: "2:10 am" do
  rake "import:supplier_prices"
end

every 1.day, at: "2:40 am" do
  rake "import:stock_levels"
end

every :monday, at: "6:00 am" do
  rake "export:customers"
end
