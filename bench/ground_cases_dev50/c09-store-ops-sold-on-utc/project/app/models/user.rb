class User < ApplicationRecord
  has_many :sales_imports, foreign_key: :uploaded_by_id

  validates :email, presence: true, uniqueness: true
end
