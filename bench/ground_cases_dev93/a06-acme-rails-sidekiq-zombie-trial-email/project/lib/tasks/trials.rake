namespace :trials do
  desc "Resend the trial-ended email to one account's owner: rake trials:resend_ended_mail[ACCOUNT_ID]"
  task :resend_ended_mail, [:account_id] => :environment do |_t, args|
    abort "usage: rake trials:resend_ended_mail[ACCOUNT_ID]" if args[:account_id].blank?

    account = Account.find_by(id: args[:account_id])
    abort "no account #{args[:account_id]}" unless account

    owner = account.owner
    abort "account #{account.id} has no owner user" unless owner

    unless account.trial_ends_at&.past?
      puts "warning: account #{account.id} trial has not ended yet (#{account.trial_ends_at.inspect})"
    end

    TrialMailer.with(account: account, user: owner).trial_ended.deliver_later
    account.update!(trial_end_notified_at: Time.current)
    puts "enqueued trial_ended mail for account #{account.id} to #{owner.email}"
  end

  desc "List accounts whose trial ended but who were never notified"
  task pending_notifications: :environment do
    scope = Account.trial_ended
    puts "#{scope.count} account(s) pending"
    scope.limit(50).each do |account|
      puts [account.id, account.name, account.plan, account.trial_ends_at&.iso8601].join("\t")
    end
  end

  desc "Show how long trials are right now (TRIAL_DAYS)"
  task length: :environment do
    puts "trial length: #{Billing::TrialCalculator.trial_days} days"
  end
end
