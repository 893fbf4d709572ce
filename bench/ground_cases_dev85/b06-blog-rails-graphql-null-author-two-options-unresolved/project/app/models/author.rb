class Author < ApplicationRecord
  # Withdrawn members are soft-deleted; their posts stay public.
  default_scope { where(deleted_at: nil) }

  has_many :posts

  def withdraw!
    update!(deleted_at: Time.current, email: nil)
  end
end
