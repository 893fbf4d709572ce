require "csv"

class ExportProjectsJob < ApplicationJob
  queue_as :exports

  def perform(account_id, requested_by_id)
    account = Account.find(account_id)
    csv = CSV.generate do |out|
      out << %w[id name owner open_tasks created_at]
      account.projects.includes(:owner).find_each(batch_size: 500) do |project|
        out << [project.id, project.name, project.owner.email, project.open_tasks_count, project.created_at.iso8601]
      end
    end
    ExportMailer.with(user: User.find(requested_by_id), csv: csv).projects_export.deliver_later
  end
end
