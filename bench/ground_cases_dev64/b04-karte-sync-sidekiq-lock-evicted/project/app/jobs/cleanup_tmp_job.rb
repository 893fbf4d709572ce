class CleanupTmpJob
  include Sidekiq::Job
  sidekiq_options queue: :default, retry: false

  def perform
    cutoff = 2.days.ago
    removed = 0
    Dir.glob(Rails.root.join("tmp/exports/*.csv")).each do |path|
      next unless File.mtime(path) < cutoff

      File.delete(path)
      removed += 1
    end
    Rails.logger.info("[cleanup] removed #{removed} files")
  end
end
