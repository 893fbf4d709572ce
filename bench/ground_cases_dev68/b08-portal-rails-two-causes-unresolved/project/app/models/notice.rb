class Notice < ActiveRecord::Base
  belongs_to :company

  scope :visible_for, ->(company) { where(company_id: [nil, company.id]) }
end
