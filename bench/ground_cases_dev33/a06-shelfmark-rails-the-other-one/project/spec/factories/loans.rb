FactoryBot.define do
  factory :loan do
    member
    copy factory: :book_copy
    borrowed_on { Date.today - 7 }
    due_on { borrowed_on + 21 }

    trait :overdue do
      borrowed_on { Date.today - 30 }
      due_on { Date.today - 2 }
    end
  end
end
