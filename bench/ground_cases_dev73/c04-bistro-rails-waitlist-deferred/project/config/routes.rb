Rails.application.routes.draw do
  resources :restaurants, only: [] do
    resources :reservations, only: %i[create destroy]
    resources :waitlist_entries, only: %i[create destroy]
  end
end
