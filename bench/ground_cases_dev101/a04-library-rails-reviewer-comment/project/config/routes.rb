Rails.application.routes.draw do
  resources :books, only: %i[index show]
  resources :loans, only: %i[index show create] do
    member do
      post :checkin
      post :renew
    end
  end

  get "up" => "rails/health#show", as: :rails_health_check
end
