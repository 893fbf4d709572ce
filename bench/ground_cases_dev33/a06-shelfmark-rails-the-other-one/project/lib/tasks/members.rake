namespace :members do
  desc "Merge members whose emails differ only by case. DRY_RUN=0 to write."
  task merge_case_duplicates: :environment do
    dry_run = ENV.fetch("DRY_RUN", "1") != "0"
    groups = Member.group("lower(email)").having("count(*) > 1").pluck(Arel.sql("lower(email)"))
    puts "#{groups.size} duplicate group(s)#{' (dry run)' if dry_run}"

    groups.each do |email|
      members = Member.where("lower(email) = ?", email).to_a
      keeper = members.max_by { |m| [m.loans.maximum(:borrowed_on) || Date.new(0), m.updated_at] }
      others = members - [keeper]
      puts "#{email}: keep ##{keeper.id}, merge #{others.map(&:id).join(', ')}"
      next if dry_run

      Member.transaction do
        Loan.where(member_id: others.map(&:id)).update_all(member_id: keeper.id)
        Hold.where(member_id: others.map(&:id)).update_all(member_id: keeper.id)
        others.each { |m| m.reload.destroy! }
        keeper.update!(email: email)
      end
    end
  end
end
