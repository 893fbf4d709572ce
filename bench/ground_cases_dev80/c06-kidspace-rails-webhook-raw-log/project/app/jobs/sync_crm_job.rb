class SyncCrmJob < ApplicationJob
  queue_as :low

  retry_on Net::ReadTimeout, wait: :polynomially_longer, attempts: 5

  def perform(user_id)
    user = User.find(user_id)
    Rails.logger.info("syncing user_id=#{user.id} to CRM")
    CrmClient.new.upsert_contact(
      external_id: user.id,
      name: user.name,
      email: user.email,
      phone: user.phone
    )
  end
end
