# whenever: 部署时 cap 会跑 whenever --update-crontab
set :output, '/var/www/salesboard/shared/log/cron.log'
set :environment, 'production'

every 1.day, at: '7:30 am' do
  rake 'reports:daily_mail'
end

every :sunday, at: '8:00 am' do
  rake 'reports:weekly_mail'
end
